import type { Executor } from '../../db/client';
import { createDatabaseImageStore } from './images.repository';
import type { RenderedUpload } from './image-pipeline';

/** A picture with the widths it is stored at (none for a seeded category's art: one size). */
export interface ImageRow {
  /** The largest rendition's id: what foods refer to. */
  id: string;
  width: number;
  height: number;
  renditions: { id: string; width: number }[];
}

export interface StoredImage {
  contentType: string;
  data: Buffer;
}

/**
 * Where picture bytes live, behind the one interface the upload route and the image route use
 * (docs/decisions/0019). The database is the default (no shared disk between instances, backups
 * include the pictures); an S3-compatible bucket is the documented next step: it implements
 * `save`/`load` against the bucket and keeps the metadata rows here.
 */
export interface ImageStore {
  /**
   * Saves every rendition under its content hash and records the widths for srcset. Saving the
   * same picture twice is harmless. With the database store it commits with `ex`'s transaction.
   */
  save(ex: Executor, picture: RenderedUpload): Promise<ImageRow>;
  /** The bytes and type of one stored image, or null. */
  load(ex: Executor, id: string): Promise<StoredImage | null>;
  /** Which of these ids are stored pictures (uploaded or seeded). */
  existing(ex: Executor, ids: string[]): Promise<Set<string>>;
}

/** The store this deployment uses: the one place to switch to a bucket. */
export const createImageStore = (): ImageStore => createDatabaseImageStore();
