import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import type { ImagesRepository, StoredImage } from './images.repository';

export function createImagesService(deps: { db: Database; repo: ImagesRepository }) {
  return {
    /** The stored image, or 404. */
    async get(id: string): Promise<StoredImage> {
      const image = await deps.repo.find(deps.db, id);
      if (!image) throw notFound('Image not found');
      return image;
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
