import type { Executor } from '../../db/client';
import { createAuditRepository, type AuditRepository } from './audit.repository';

/** The staff member making a change: `request.user` (only the id is used). */
export interface AuditActor {
  id: string;
}

/** A change made by no account (the command line): the label is kept as written, no actor id. */
export interface NamedActor {
  label: string;
}

export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * What every staff service calls for each change, with the executor of the change's own
 * transaction: the entry commits or rolls back with it.
 */
export function createAuditLog(repository: AuditRepository = createAuditRepository()) {
  return {
    async record(ex: Executor, actor: AuditActor | NamedActor, change: AuditChange): Promise<void> {
      await repository.insert(ex, {
        ...('id' in actor
          ? { actorUserId: actor.id }
          : { actorUserId: null, actorLabel: actor.label }),
        action: change.action,
        entityType: change.entityType,
        entityId: change.entityId,
        // JSON round trip: dates become strings, undefined fields disappear, as they will be read.
        before: change.before === undefined ? null : JSON.parse(JSON.stringify(change.before)),
        after: change.after === undefined ? null : JSON.parse(JSON.stringify(change.after)),
      });
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
