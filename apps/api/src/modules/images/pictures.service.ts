import type { Database, Executor } from '../../db/client';
import type { AuditActor, AuditTrail } from '../audit/audit-trail';
import { renderPicture, type RenderedPicture } from './picture-pipeline';
import type { PictureRow, PictureStore } from './picture-store';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** Staff uploads: every file made safe first, then all stored together or none. */
export function createPicturesService(deps: {
  db: Database;
  store: PictureStore;
  audit: AuditTrail;
}) {
  const { db, store, audit } = deps;

  /**
   * One at a time: decoding is the heaviest thing the API does, and a staff upload is never
   * urgent enough to take every core from the customers' requests.
   */
  async function render(files: UploadedFile[]): Promise<RenderedPicture[]> {
    const rendered: RenderedPicture[] = [];
    for (const [i, file] of files.entries()) {
      const label = files.length > 1 ? `Picture ${i + 1} (${file.filename})` : `"${file.filename}"`;
      rendered.push(await renderPicture(file.data, label));
    }
    return rendered;
  }

  /** Stores rendered pictures in the caller's transaction, each with its audit entry. */
  async function save(
    ex: Executor,
    actor: AuditActor,
    rendered: RenderedPicture[],
  ): Promise<PictureRow[]> {
    const saved: PictureRow[] = [];
    for (const picture of rendered) {
      const row = await store.save(ex, picture);
      await audit.record(ex, actor, {
        action: 'image.upload',
        entityType: 'image',
        entityId: row.id,
        after: { width: row.width, height: row.height, renditions: row.renditions },
      });
      saved.push(row);
    }
    return saved;
  }

  return {
    render,
    save,
    async upload(actor: AuditActor, files: UploadedFile[]): Promise<PictureRow[]> {
      const rendered = await render(files);
      return db.transaction((tx) => save(tx, actor, rendered));
    },
    existing: (ex: Executor, ids: string[]) => store.existing(ex, ids),
  };
}
export type PicturesService = ReturnType<typeof createPicturesService>;
