import type { AuditEntry } from '@ninetonine/contract';
import type { AuditRecord } from './audit.repository';

export function toAuditEntry(record: AuditRecord): AuditEntry {
  return {
    _id: record.id,
    at: record.at.toISOString(),
    actor: { _id: record.actorUserId, label: record.actorLabel },
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before,
    after: record.after,
  };
}
