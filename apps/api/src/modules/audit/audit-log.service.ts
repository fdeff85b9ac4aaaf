import {
  DEFAULT_TIME_ZONE,
  localMidnight,
  nextDay,
  type AuditListQuery,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { badRequest } from '../../http-error';
import type { AuditRecord, AuditRepository } from './audit.repository';

const CURSOR_PREFIX = 'a1:';
const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The cursor names the last entry shown; clients treat it as opaque. */
export function encodeCursor(entryId: string): string {
  return Buffer.from(CURSOR_PREFIX + entryId).toString('base64url');
}

function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : '';
  if (!ENTRY_ID.test(id)) throw badRequest('Invalid cursor: start again from the first page');
  return id;
}

/** Admins reading the audit log, a page at a time. */
export function createAuditLogService(deps: {
  db: Database;
  repository: AuditRepository;
  restaurant: RestaurantSettingsReader;
}) {
  const { db, repository, restaurant } = deps;
  return {
    async list(
      query: AuditListQuery,
    ): Promise<{ entries: AuditRecord[]; nextCursor: string | null }> {
      const { limit } = query;
      // Days are the restaurant's, in its own time zone, whoever reads the log from wherever.
      const timeZone =
        query.from || query.to
          ? ((await restaurant.getSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE)
          : DEFAULT_TIME_ZONE;
      // One more than asked says whether an older page exists.
      const rows = await repository.list(db, {
        entityType: query.entityType,
        entityId: query.entityId,
        actorUserId: query.actor,
        since: query.from ? localMidnight(query.from, timeZone) : undefined,
        until: query.to ? localMidnight(nextDay(query.to), timeZone) : undefined,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit: limit + 1,
      });
      const entries = rows.slice(0, limit);
      const last = entries.at(-1);
      return { entries, nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null };
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
