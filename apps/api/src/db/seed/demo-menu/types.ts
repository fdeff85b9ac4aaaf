import type { Backdrop, DishArt } from '../art/dish-art';

/** A size as [name, price in rupees, discounted price in rupees?]. */
export type DemoSize = readonly [size: string, price: number, discounted?: number];

export type DietTag = 'veg' | 'vegan' | 'spicy' | 'nuts';

/** An option group: [option name, price it adds in rupees][], pick between min and max. */
export interface DemoOptionGroup {
  name: string;
  min: number;
  max: number;
  options: readonly (readonly [name: string, adds: number])[];
}

export interface DemoFood {
  name: string;
  description: string;
  sizes: readonly DemoSize[];
  tags?: readonly DietTag[];
  /** Choices the dish asks for (decision 0049). */
  options?: readonly DemoOptionGroup[];
  /** One of the 9-to-9 specials. */
  special?: boolean;
  /** Listed but not orderable right now (seasonal). */
  unavailable?: boolean;
  /** Orders so far; drives the "popular" sort. */
  popularity: number;
  art: DishArt;
}

export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  backdrop: Backdrop;
  foods: readonly DemoFood[];
}
