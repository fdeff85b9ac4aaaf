import { ErrorCode, type BusyModeInput, type PauseInput } from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { serviceUnavailable } from '../../http-error';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import { kitchenControlsAt } from './restaurant-status';
import type {
  RestaurantRepository,
  RestaurantSettingsRecord,
  RestaurantSettingsValues,
} from './restaurant.repository';

const MINUTE = 60_000;

const notConfigured = () =>
  serviceUnavailable(
    'The restaurant is not set up yet. Please try again later.',
    ErrorCode.RestaurantNotConfigured,
  );

/** What the audit log keeps of the controls: as they stood at the change. */
const view = (s: RestaurantSettingsRecord, at: Date) => kitchenControlsAt(s, at);

/**
 * Busy mode and the timed pause, from the board (decision 0081). Each is an end time on the
 * settings row; switching one on writes it, ending it early writes "now", and every read
 * compares it with the clock, so no job or timer has to turn anything off.
 */
export function createKitchenControlsService(deps: {
  db: Database;
  repo: RestaurantRepository;
  audit: AuditLog;
  now?: () => Date;
}) {
  const { db, repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  function change(
    actor: AuditActor,
    action: string,
    values: (at: Date) => Partial<RestaurantSettingsValues>,
  ): Promise<RestaurantSettingsRecord> {
    return db.transaction((tx) => {
      const at = now();
      return audit.write(tx, actor, {
        async read(ex: Executor) {
          const before = await repo.lockSettings(ex);
          if (!before) throw notConfigured();
          return before;
        },
        write: (ex, _before) => repo.updateSettings(ex, values(at), actor.id),
        entry: (before, after) => ({
          action,
          entityType: 'settings',
          entityId: 'main',
          before: view(before, at),
          after: view(after, at),
        }),
      });
    });
  }

  return {
    now,
    async get(): Promise<RestaurantSettingsRecord> {
      const row = await repo.getSettings(db);
      if (!row) throw notConfigured();
      return row;
    },

    startBusy: (actor: AuditActor, input: BusyModeInput) =>
      change(actor, 'kitchen.busy_start', (at) => ({
        busyUntil: new Date(at.getTime() + input.forMinutes * MINUTE),
        busyExtraMinutes: input.extraMinutes,
      })),

    /** Ended early: the end time becomes now (ending one that is over changes nothing). */
    endBusy: (actor: AuditActor) => change(actor, 'kitchen.busy_end', (at) => ({ busyUntil: at })),

    pause: (actor: AuditActor, input: PauseInput) =>
      change(actor, 'kitchen.pause', (at) => ({
        pausedUntil: new Date(at.getTime() + input.forMinutes * MINUTE),
        pauseReason: input.reason,
      })),

    resume: (actor: AuditActor) => change(actor, 'kitchen.resume', (at) => ({ pausedUntil: at })),
  };
}
export type KitchenControlsService = ReturnType<typeof createKitchenControlsService>;
