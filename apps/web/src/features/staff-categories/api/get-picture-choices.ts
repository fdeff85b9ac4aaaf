import { queryOptions } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
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
    queryFn: async ({ signal }) => {
      try {
        return await getPictureChoices(signal);
      } catch (error) {
        throw new Error(errorMessage(error, 'We could not load the pictures.'), { cause: error });
      }
    },
  });
}
