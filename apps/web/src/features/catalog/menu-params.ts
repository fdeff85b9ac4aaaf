import type { FoodSort, GetAllFoodQueryInput } from '@ninetonine/contract';
import { FOOD_PAGE_SIZE, foodSorts } from '@ninetonine/contract/core';

export const dietaryFilters = [
  { key: 'veg', label: 'Veg' },
  { key: 'vegan', label: 'Vegan' },
  { key: 'spicy', label: 'Spicy' },
  { key: 'nutFree', label: 'Nut-free' },
] as const;
export type DietaryKey = (typeof dietaryFilters)[number]['key'];

export const sortLabels: Record<FoodSort, string> = {
  popular: 'Most popular',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

export interface MenuFilters {
  page: number;
  category: string | null;
  sort: FoodSort;
  dietary: Record<DietaryKey, boolean>;
  minPrice: number | null;
  maxPrice: number | null;
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : null;
}

/** Reads the menu's state from the URL; anything malformed falls back to its default. */
export function parseMenuParams(params: URLSearchParams): MenuFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const category = params.get('category')?.trim();
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  // A reversed range is read the way it was surely meant.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    category: category ? category.slice(0, 64) : null,
    sort: (foodSorts as readonly string[]).includes(sort ?? '') ? (sort as FoodSort) : 'popular',
    dietary: {
      veg: params.get('veg') === 'true',
      vegan: params.get('vegan') === 'true',
      spicy: params.get('spicy') === 'true',
      nutFree: params.get('nutFree') === 'true',
    },
    minPrice,
    maxPrice,
  };
}

/** The API query for these filters. */
export function toFoodQuery(filters: MenuFilters): GetAllFoodQueryInput {
  const query: GetAllFoodQueryInput = {
    page: filters.page,
    limit: FOOD_PAGE_SIZE,
    sort: filters.sort,
  };
  if (filters.category) query.category = filters.category;
  for (const { key } of dietaryFilters) if (filters.dietary[key]) query[key] = 'true';
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  return query;
}

/**
 * Applies a change to the URL's params. Any change other than the page itself starts again
 * from page 1, so a narrower filter never lands on an empty page 7.
 */
export function updateMenuParams(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

export const hasActiveFilters = (f: MenuFilters) =>
  Boolean(f.category) ||
  Object.values(f.dietary).some(Boolean) ||
  f.minPrice !== null ||
  f.maxPrice !== null;
