import type { Food } from '@ninetonine/contract';

/** A complete dish for unit tests; override what the test is about. */
export function food(id: string, overrides: Partial<Food> = {}): Food {
  return {
    _id: id,
    name: `Dish ${id}`,
    slug: `dish-${id}`,
    description: 'Tasty',
    category: { _id: 'c1', name: 'Curries', slug: 'curries' },
    foodImages: [`/api/v1/images/${id}`],
    pictures: [
      {
        id,
        src: `/api/v1/images/${id}`,
        srcset: `/api/v1/images/${id} 800w`,
        width: 800,
        height: 600,
      },
    ],
    variants: [{ size: 'Regular', price: 200, priceAfterDiscount: null }],
    isVeg: true,
    isVegan: false,
    isSpicy: false,
    containsNuts: false,
    dietary: { meat: 'free', animalProducts: 'unstated', nuts: 'unstated' },
    optionGroups: [],
    isSpecial: false,
    isAvailable: true,
    availableAgainAt: null,
    rating: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
