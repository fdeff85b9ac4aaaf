import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';
import { localDateSchema } from './dashboard';

/** GET /staff/audit (admin only): the audit log, newest first, a page at a time. */
export const AUDIT_PAGE_SIZE = 30;

/** Opaque to clients: hand back `nextCursor` as it came. */
export const auditCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

/** The kinds of record the log names (`entityType`), for its "kind of change" filter. */
export const auditEntityTypes = [
  'food',
  'category',
  'order',
  'offer',
  'settings',
  'user',
  'image',
  'contact_message',
  'security_settings',
  'export',
  'invitation',
] as const;

export const auditListQuerySchema = z
  .object({
    /** The kind of change: e.g. `user`, `food`, `settings`. */
    entityType: z
      .enum(auditEntityTypes, {
        error: `The kind of change must be one of: ${auditEntityTypes.join(', ')}.`,
      })
      .optional(),
    entityId: safeText(200).trim().min(1).optional(),
    /** The acting user's id. */
    actor: idSchema.optional(),
    /** The restaurant's days (its own time zone) `from`..`to`, inclusive; either may be absent. */
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    cursor: auditCursorSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end date must be on or after the start date',
    path: ['to'],
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
