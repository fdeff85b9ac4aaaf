import { and, eq } from 'drizzle-orm';
import { auditLog } from '#src/db/schema/index';
import type { TestApp } from './test-app';

/** The audit log's entries of one action on one entity (what a test counts to see "once"). */
export const auditEntries = (db: TestApp['db'], entityId: string, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
