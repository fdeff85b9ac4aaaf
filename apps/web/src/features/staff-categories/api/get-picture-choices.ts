import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { staffCategoryKeys } from './category-keys';

export interface PictureChoice {
  imageId: string;
  url: string;
}

/** GET /staff/categories/pictures: stored pictures a category can use. */
export async function getPictureChoices(signal?: AbortSignal): Promise<PictureChoice[]> {
  const { data } = await apiClient.get<{ pictures: PictureChoice[] }>(
    '/staff/categories/pictures',
    { signal },
  );
  return data.pictures;
}

export function pictureChoicesQuery() {
  return queryOptions({
    queryKey: staffCategoryKeys.pictures,
    queryFn: ({ signal }) =>
      requestOr('We could not load the pictures.', () => getPictureChoices(signal)),
  });
}
