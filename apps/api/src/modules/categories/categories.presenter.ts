import type { StaffCategory } from '@ninetonine/contract';
import { imageUrl } from '../images/images.presenter';
import type { StaffCategoryRecord } from './categories.repository';

export function toStaffCategory(c: StaffCategoryRecord): StaffCategory {
  return {
    _id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    imageId: c.imageId,
    image: c.imageId ? imageUrl(c.imageId) : '',
    sortOrder: c.sortOrder,
    foodCount: c.foodCount,
    updatedAt: c.updatedAt.toISOString(),
  };
}

export const toStaffCategories = (rows: StaffCategoryRecord[]) => ({
  categories: rows.map(toStaffCategory),
});

export const toPictureChoices = (imageIds: string[]) => ({
  pictures: imageIds.map((imageId) => ({ imageId, url: imageUrl(imageId) })),
});
