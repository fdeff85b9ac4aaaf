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
 * A staff screen's entries for one kind of row, each row shown through `view`: one created
 * (`<entityType>.create`, the row after) and one changed (`<entityType>.update` unless `action`
 * names it otherwise, the row before and after).
 */
export function rowEntries<R extends { id: string }>(
  entityType: string,
  view: (row: R) => unknown,
) {
  return {
    created: (_: unknown, row: R): AuditChange => ({
      action: `${entityType}.create`,
      entityType,
      entityId: row.id,
      after: view(row),
    }),
    changed:
      (id: string, action = `${entityType}.update`) =>
      (before: R, after: R): AuditChange => ({
        action,
        entityType,
        entityId: id,
        before: view(before),
        after: view(after),
      }),
  };
}

/**
 * One audited change, run in the caller's transaction: `read` locks what the change depends on
 * and reads it as it is before (a 404 is thrown there), `write` checks and writes and returns
 * the caller's answer, `entry` says what the log keeps, or null when nothing changed.
 */
export interface AuditedWrite<X extends Executor, B, R> {
  read?: (ex: X) => Promise<B>;
  write: (ex: X, before: B) => Promise<R>;
  entry: (before: B, result: R) => AuditChange | null;
}

/**
 * What every staff service calls for each change, with the executor of the change's own
 * transaction: the entry commits or rolls back with it.
 */
export function createAuditLog(repository: AuditRepository = createAuditRepository()) {
  async function record(
    ex: Executor,
    actor: AuditActor | NamedActor,
    change: AuditChange,
  ): Promise<void> {
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
  }

  return {
    /** An entry that goes with no row change of its own (an export); changes use `write`. */
    record,

    /** Every staff change: lock and read before, write, then the entry (docs/decisions/0038). */
    async write<X extends Executor, B, R>(
      ex: X,
      actor: AuditActor | NamedActor,
      change: AuditedWrite<X, B, R>,
    ): Promise<R> {
      const before = change.read ? await change.read(ex) : (undefined as B);
      const result = await change.write(ex, before);
      const entry = change.entry(before, result);
      if (entry) await record(ex, actor, entry);
      return result;
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
