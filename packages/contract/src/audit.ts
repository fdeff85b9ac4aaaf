import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';

/** GET /staff/audit (admin only): the audit log, newest first, a page at a time. */
export const AUDIT_PAGE_SIZE = 30;

/** Opaque to clients: hand back `nextCursor` as it came. */
export const auditCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

export const auditListQuerySchema = z.object({
  /** e.g. `user`, `food`, `settings`. */
  entityType: safeText(40).trim().min(1).optional(),
  entityId: safeText(200).trim().min(1).optional(),
  /** The acting user's id. */
  actor: idSchema.optional(),
  cursor: auditCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** ISO 8601. */
  at: timestampSchema,
  actor: z.object({
    /** Null once the account is deleted; the label stays. */
    _id: z.string().nullable(),
    /** The actor's email (or phone or name) when the entry was written. */
    label: z.string(),
  }),
  /** What happened, e.g. `user.role`, `food.update`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The record (or the changed part of it) before and after; null where there is none. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
