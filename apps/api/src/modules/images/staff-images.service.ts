import type { Database, Executor } from '../../db/client';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import { renderImage, type RenderedUpload } from './image-pipeline';
import type { ImageRow, ImageStore } from './image-store';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** Staff uploads: every file made safe first, then all stored together or none. */
export function createStaffImagesService(deps: {
  db: Database;
  store: ImageStore;
  audit: AuditLog;
}) {
  const { db, store, audit } = deps;

  /**
   * One at a time: decoding is the heaviest thing the API does, and a staff upload is never
   * urgent enough to take every core from the customers' requests.
   */
  async function render(files: UploadedFile[]): Promise<RenderedUpload[]> {
    const rendered: RenderedUpload[] = [];
    for (const [i, file] of files.entries()) {
      const label = files.length > 1 ? `Picture ${i + 1} (${file.filename})` : `"${file.filename}"`;
      rendered.push(await renderImage(file.data, label));
    }
    return rendered;
  }

  /** Stores rendered pictures in the caller's transaction, each with its audit entry. */
  async function save(
    ex: Executor,
    actor: AuditActor,
    rendered: RenderedUpload[],
  ): Promise<ImageRow[]> {
    const saved: ImageRow[] = [];
    for (const picture of rendered) {
      const row = await audit.write(ex, actor, {
        write: () => store.save(ex, picture),
        entry: (_, row) => ({
          action: 'image.upload',
          entityType: 'image',
          entityId: row.id,
          after: { width: row.width, height: row.height, renditions: row.renditions },
        }),
      });
      saved.push(row);
    }
    return saved;
  }

  return {
    render,
    save,
    async upload(actor: AuditActor, files: UploadedFile[]): Promise<ImageRow[]> {
      const rendered = await render(files);
      return db.transaction((tx) => save(tx, actor, rendered));
    },
    existing: (ex: Executor, ids: string[]) => store.existing(ex, ids),
  };
}
export type StaffImagesService = ReturnType<typeof createStaffImagesService>;
