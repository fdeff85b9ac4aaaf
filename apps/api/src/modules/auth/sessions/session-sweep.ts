import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { createPeriodicJob } from '../../../jobs/periodic-job';
import { FORGET_AFTER_SECONDS } from '../../../plugins/failure-backoff';
import type { AuthAttemptRepository } from '../passwords/auth-attempt.repository';
import type { SessionSweepRepository } from './session-sweep.repository';

/**
 * How long an ended session is kept (decision 0068): long enough to answer "which device was
 * that?" from the sessions table after a sign-out or a suspected theft; after that its row, its
 * refresh tokens (one per renewal, every 15 minutes of use) and its push subscriptions go.
 */
export const ENDED_SESSION_RETENTION_DAYS = 30;
export const SESSION_SWEEP_INTERVAL_SECONDS = 3_600;
/** The first pass, a minute after the instance is ready: restarts do not postpone it forever. */
const FIRST_SWEEP_AFTER_SECONDS = 60;
/** Rows one statement deletes at most: short locks, whatever the backlog. */
const SWEEP_BATCH = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** The session sweep's one pass at `at` (tests); how many sessions it deleted. */
    sessionSweep: { runOnce(at?: Date): Promise<number> };
  }
}

/**
 * Deletes sessions that ended more than ENDED_SESSION_RETENTION_DAYS ago. Without it the
 * sessions and refresh-token tables only grow. Safe on several instances: each deletes what it
 * finds, and a row another instance deleted first is simply not counted.
 */
export function createSessionSweep(deps: {
  db: Database;
  repo: SessionSweepRepository;
  idleTimeoutMinutes: number;
  /** Attempt counts idle long enough to start over anyway go in the same pass (0069). */
  attempts: AuthAttemptRepository;
}) {
  return {
    async runOnce(at: Date = new Date()): Promise<number> {
      const endedBefore = new Date(at.getTime() - ENDED_SESSION_RETENTION_DAYS * 86_400_000);
      const idleMs = deps.idleTimeoutMinutes * 60_000;
      await deps.attempts.deleteIdleSince(
        deps.db,
        new Date(at.getTime() - FORGET_AFTER_SECONDS * 1000),
      );
      let deleted = 0;
      for (;;) {
        const batch = await deps.repo.deleteEndedBefore(deps.db, {
          endedBefore,
          idleMs,
          limit: SWEEP_BATCH,
        });
        deleted += batch;
        if (batch < SWEEP_BATCH) return deleted;
      }
    },
  };
}
export type SessionSweep = ReturnType<typeof createSessionSweep>;

/** Runs the sweep hourly on this instance while the app serves (unless `timer` is false). */
export function scheduleSessionSweep(
  app: FastifyInstance,
  sweep: SessionSweep,
  opts: { timer: boolean },
): void {
  app.decorate('sessionSweep', { runOnce: (at?: Date) => sweep.runOnce(at) });
  if (!opts.timer) return;
  const job = createPeriodicJob({
    run: async () => {
      const deleted = await sweep.runOnce();
      if (deleted > 0) app.log.info({ deleted }, 'ended sessions swept');
    },
    onError: (err) => app.log.warn({ err }, 'session sweep failed; the next pass retries'),
  });
  app.addHook('onReady', async () =>
    job.start(SESSION_SWEEP_INTERVAL_SECONDS, FIRST_SWEEP_AFTER_SECONDS),
  );
  app.pendingWork.add('session sweep', () => job.stop());
}
