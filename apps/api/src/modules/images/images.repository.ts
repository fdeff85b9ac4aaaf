import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { images } from '../../db/schema/index';

export interface StoredImage {
  contentType: string;
  data: Buffer;
}

export function createImagesRepository() {
  return {
    async find(ex: Executor, id: string): Promise<StoredImage | null> {
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
  };
}
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
