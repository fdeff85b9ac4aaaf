import { API_BASE_PATH } from '@ninetonine/contract';

/** Where the images route serves a stored image: how every module shows a picture. */
export function imageUrl(imageId: string): string {
  return `${API_BASE_PATH}/images/${imageId}`;
}

/** Stored images are content-addressed, so the id itself is a strong ETag. */
export const imageEtag = (imageId: string) => `"${imageId}"`;
