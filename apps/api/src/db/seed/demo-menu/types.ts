import type { Backdrop, DishArt } from '../art/dish-art';

/** A size as [name, price in rupees, discounted price in rupees?]. */
export type DemoSize = readonly [size: string, price: number, discounted?: number];

export type DietTag = 'veg' | 'vegan' | 'spicy' | 'nuts';

export interface DemoFood {
  name: string;
  description: string;
  sizes: readonly DemoSize[];
  tags?: readonly DietTag[];
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
