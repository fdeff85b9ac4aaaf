import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import type { ImageStore, StoredImage } from './image-store';

export function createImagesService(deps: { db: Database; store: ImageStore }) {
  return {
    /** The stored image, or 404. */
    async get(id: string): Promise<StoredImage> {
      const image = await deps.store.load(deps.db, id);
      if (!image) throw notFound('Image not found');
      return image;
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
