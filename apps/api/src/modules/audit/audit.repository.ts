import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

export type AuditRecord = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<
  typeof auditLog.$inferInsert,
  'id' | 'at' | 'actorUserId' | 'actorLabel'
> &
  // An account (its label read from it), or no account and the label as given.
  ({ actorUserId: string } | { actorUserId: null; actorLabel: string });

export interface AuditListFilter {
  entityType?: string;
  entityId?: string;
  actorUserId?: string;
  /** Entries at or after this instant. */
  since?: Date;
  /** Entries before this instant. */
  until?: Date;
  /**
   * Keyset paging: the entries after this one (by id) in the list's order. Compared with the
   * stored timestamp itself, not a copy in JavaScript (which would lose its microseconds).
   */
  after?: string;
  limit: number;
}

export function createAuditRepository() {
  return {
    async insert(ex: Executor, entry: NewAuditEntry): Promise<void> {
      if (entry.actorUserId === null) {
        await ex.insert(auditLog).values(entry);
        return;
      }
      // The actor's label is read in the same statement: it stays readable if the account goes.
      await ex.insert(auditLog).values({
        ...entry,
        actorLabel: sql`coalesce((select coalesce(${users.email}, ${users.phone}, ${users.name}) from ${users} where ${users.id} = ${entry.actorUserId}), 'unknown')`,
      });
    },

    /** Newest first (ties by id, as audit_log_at_idx is ordered). */
    list(ex: Executor, filter: AuditListFilter): Promise<AuditRecord[]> {
      const where: SQL[] = [];
      if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
      if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
      if (filter.actorUserId) where.push(eq(auditLog.actorUserId, filter.actorUserId));
      if (filter.since) where.push(gte(auditLog.at, filter.since));
      if (filter.until) where.push(lt(auditLog.at, filter.until));
      if (filter.after) {
        const cursor = alias(auditLog, 'cursor_entry');
        const cursorAt = sql`(${ex
          .select({ at: cursor.at })
          .from(cursor)
          .where(eq(cursor.id, filter.after))})`;
        where.push(
          or(
            lt(auditLog.at, cursorAt),
            and(eq(auditLog.at, cursorAt), gt(auditLog.id, filter.after)),
          )!,
        );
      }
      return ex
        .select()
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.at), asc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
