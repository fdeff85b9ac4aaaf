import {
  fromMinor,
  type Category,
  type Food,
  type Pagination,
  type Suggestion,
} from '@ninetonine/contract';
import { imageUrl, toPictureJson } from '../images/images.presenter';
import type { CategoryRecord, FoodRecord } from './catalog.repository';

import type { SuggestionRecord } from './food-search.repository';

/** A food as the API shows it: prices in major units, pictures as URLs. */
export function toFoodJson(food: FoodRecord): Food {
  return {
    _id: food.id,
    name: food.name,
    slug: food.slug,
    description: food.description,
    category: { _id: food.categoryId, name: food.categoryName, slug: food.categorySlug },
    foodImages: food.imageIds.map(imageUrl),
    pictures: food.pictures.map(toPictureJson),
    variants: food.variants.map((v) => ({
      size: v.size,
      price: fromMinor(v.priceMinor),
      priceAfterDiscount:
        v.discountedPriceMinor === null ? null : fromMinor(v.discountedPriceMinor),
    })),
    // The spec's flags say yes only to what staff stated (decision 0049).
    isVeg: food.meat === 'free',
    isVegan: food.animalProducts === 'free',
    isSpicy: food.isSpicy,
    containsNuts: food.nuts === 'contains',
    dietary: { meat: food.meat, animalProducts: food.animalProducts, nuts: food.nuts },
    optionGroups: food.optionGroups.map((g) => ({
      _id: g.id,
      name: g.name,
      minPicks: g.minPicks,
      maxPicks: g.maxPicks,
      options: g.options.map((o) => ({
        _id: o.id,
        name: o.name,
        priceDelta: fromMinor(o.priceDeltaMinor),
        available: o.available,
      })),
    })),
    isSpecial: food.isSpecial,
    isAvailable: food.isAvailable,
    // A date in the past means nothing any more: the food is simply available.
    availableAgainAt: food.isAvailable ? null : (food.availableAgainAt?.toISOString() ?? null),
    rating: food.rating && {
      upPercent: Math.round((food.rating.up * 100) / food.rating.count),
      count: food.rating.count,
    },
    createdAt: food.createdAt.toISOString(),
    updatedAt: food.updatedAt.toISOString(),
  };
}

export function toCategoryJson(row: CategoryRecord): Category {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.imageId ? imageUrl(row.imageId) : '',
    foodCount: row.foodCount,
  };
}

export function toSuggestionJson(row: SuggestionRecord): Suggestion {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    image: row.imageId ? imageUrl(row.imageId) : '',
  };
}

/** One page of a food list, with the pagination block every paged list carries. */
export function toFoodPage(
  page: { foods: FoodRecord[]; total: number },
  at: { page: number; limit: number },
): { foods: Food[]; pagination: Pagination } {
  return { foods: page.foods.map(toFoodJson), pagination: toPagination(page.total, at) };
}

/** The pagination block every paged list carries. */
export function toPagination(total: number, at: { page: number; limit: number }): Pagination {
  return { page: at.page, total, totalPages: Math.ceil(total / at.limit), limit: at.limit };
}
