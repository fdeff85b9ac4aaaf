import { queryOptions } from '@tanstack/react-query';
import { getFrom } from '@/lib/api-get';
import { staffCategoryKeys } from './category-keys';

export interface PictureChoice {
  imageId: string;
  url: string;
}

/** GET /staff/categories/pictures: stored pictures a category can use. */
export function pictureChoicesQuery() {
  return queryOptions({
    queryKey: staffCategoryKeys.pictures,
    queryFn: getFrom(
      '/staff/categories/pictures',
      'We could not load the pictures.',
      (a: { pictures: PictureChoice[] }) => a.pictures,
    ),
  });
}
