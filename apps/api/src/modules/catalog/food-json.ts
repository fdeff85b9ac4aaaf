import { fromMinor, type Category, type Food, type Suggestion } from '@ninetonine/contract';
import { imageUrl } from '../images/image-url';
import type { FoodRecord } from './catalog.repository';

/** A food as the API shows it: prices in major units, pictures as URLs. */
export function toFoodJson(food: FoodRecord): Food {
  return {
    _id: food.id,
    name: food.name,
    slug: food.slug,
    description: food.description,
    category: { _id: food.categoryId, name: food.categoryName, slug: food.categorySlug },
    foodImages: food.imageIds.map(imageUrl),
    variants: food.variants.map((v) => ({
      size: v.size,
      price: fromMinor(v.priceMinor),
      priceAfterDiscount:
        v.discountedPriceMinor === null ? null : fromMinor(v.discountedPriceMinor),
    })),
    isVeg: food.isVeg,
    isVegan: food.isVegan,
    isSpicy: food.isSpicy,
    containsNuts: food.containsNuts,
    isSpecial: food.isSpecial,
    isAvailable: food.isAvailable,
    createdAt: food.createdAt.toISOString(),
    updatedAt: food.updatedAt.toISOString(),
  };
}

export function toCategoryJson(row: {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageId: string | null;
  foodCount: number;
}): Category {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.imageId ? imageUrl(row.imageId) : '',
    foodCount: row.foodCount,
  };
}

export function toSuggestionJson(row: {
  id: string;
  name: string;
  slug: string;
  category: string;
  imageId: string | null;
}): Suggestion {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    image: row.imageId ? imageUrl(row.imageId) : '',
  };
}
