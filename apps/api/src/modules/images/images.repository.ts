import { eq, inArray } from 'drizzle-orm';
import type { ImageStore } from './image-store';
import { imageRenditions, images } from '../../db/schema/index';

/**
 * The default ImageStore: bytes in the `images` table (content-addressed), widths in
 * `image_renditions`, written in the caller's transaction.
 */
export function createDatabaseImageStore(): ImageStore {
  return {
    async save(ex, picture) {
      const largest = picture.renditions[picture.renditions.length - 1]!;
      await ex
        .insert(images)
        .values(
          picture.renditions.map((r) => ({
            id: r.id,
            contentType: r.contentType,
            data: r.data,
            width: r.width,
            height: r.height,
          })),
        )
        .onConflictDoNothing();
      await ex
        .insert(imageRenditions)
        .values(
          picture.renditions.map((r) => ({ pictureId: largest.id, width: r.width, imageId: r.id })),
        )
        .onConflictDoNothing();
      return {
        id: largest.id,
        width: largest.width,
        height: largest.height,
        renditions: picture.renditions.map((r) => ({ id: r.id, width: r.width })),
      };
    },

    async load(ex, id) {
      const [row] = await ex
        .select({ contentType: images.contentType, data: images.data })
        .from(images)
        .where(eq(images.id, id))
        .limit(1);
      if (!row) return null;
      // node-postgres gives a Buffer, PGlite a Uint8Array: Fastify sends Buffers as raw bytes.
      const data = Buffer.isBuffer(row.data)
        ? row.data
        : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      return { contentType: row.contentType, data };
    },

    async existing(ex, ids) {
      if (ids.length === 0) return new Set();
      const rows = await ex.select({ id: images.id }).from(images).where(inArray(images.id, ids));
      return new Set(rows.map((r) => r.id));
    },
  };
}
