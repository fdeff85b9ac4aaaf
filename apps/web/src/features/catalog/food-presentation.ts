import type { Food, Variant } from '@ninetonine/contract';
import { effectivePrice } from '@ninetonine/contract/core';
import type { IconName } from '@/components/icons';

/** "1 dish", "12 dishes". */
export const dishCount = (n: number) => `${n} ${n === 1 ? 'dish' : 'dishes'}`;

/** The variant a card advertises: the cheapest after discount. */
export function cheapestVariant(food: Food): Variant | undefined {
  return food.variants.reduce<Variant | undefined>(
    (best, v) => (!best || effectivePrice(v) < effectivePrice(best) ? v : best),
    undefined,
  );
}

export interface DietaryTag {
  key: string;
  label: string;
  icon: IconName;
  className: string;
}

/** The chips a dish wears, in a fixed order so cards line up. */
export function dietaryTags(food: Food): DietaryTag[] {
  const tags: DietaryTag[] = [];
  if (food.isSpecial) {
    tags.push({
      key: 'special',
      label: '9-to-9 Special',
      icon: 'star',
      className: 'chip chip-special',
    });
  }
  // Three-state facts (decision 0049): a fact nobody stated shows nothing, and only a stated
  // "free of" is a claim.
  const { meat, animalProducts, nuts } = food.dietary;
  if (animalProducts === 'free')
    tags.push({ key: 'vegan', label: 'Vegan', icon: 'leaf', className: 'chip chip-veg' });
  else if (meat === 'free')
    tags.push({ key: 'veg', label: 'Veg', icon: 'veg', className: 'chip chip-veg' });
  else if (meat === 'contains')
    tags.push({ key: 'nonveg', label: 'Non-veg', icon: 'nonveg', className: 'chip chip-nonveg' });
  if (food.isSpicy)
    tags.push({ key: 'spicy', label: 'Spicy', icon: 'chili', className: 'chip chip-spicy' });
  if (nuts === 'contains')
    tags.push({ key: 'nuts', label: 'Contains nuts', icon: 'nut', className: 'chip chip-nuts' });
  else if (nuts === 'free')
    tags.push({ key: 'nut-free', label: 'Nut-free', icon: 'check', className: 'chip' });
  return tags;
}

/** First sentence or so of a description, for cards. */
export function shortDescription(text: string, max = 96): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const words = cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max);
  // "…with cream.…" reads as a typo: drop the sentence's own punctuation before the ellipsis.
  return `${words.replace(/[\s.,;:!?–—-]+$/u, '')}…`;
}
