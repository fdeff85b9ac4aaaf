import { API_BASE_PATH, type Picture } from '@ninetonine/contract';
import type { ImageRow } from './image-store';

/** Where the images route serves a stored image: how every module shows a picture. */
export function imageUrl(imageId: string): string {
  return `${API_BASE_PATH}/images/${imageId}`;
}

/** Stored images are content-addressed, so the id itself is a strong ETag. */
export const imageEtag = (imageId: string) => `"${imageId}"`;

/** A picture with a srcset of its stored widths (without renditions: its one size). */
export function toPictureJson(picture: ImageRow): Picture {
  const sizes = picture.renditions.length
    ? picture.renditions
    : [{ id: picture.id, width: picture.width }];
  return {
    id: picture.id,
    src: imageUrl(picture.id),
    srcset: sizes.map((r) => `${imageUrl(r.id)} ${r.width}w`).join(', '),
    width: picture.width,
    height: picture.height,
  };
}
