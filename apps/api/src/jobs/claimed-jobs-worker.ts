import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob } from './periodic-job';

/**
 * The loop of a durable queue's worker (the mails' and the order messages', decision 0076):
 * claims due jobs a batch at a time (SKIP LOCKED in the claim, so instances never wait on or
 * double-send each other's) and hands each to `deliver`, on the periodic-job loop, woken at once
 * after a commit that queued one.
 */
export function createClaimedJobsWorker<Job>(opts: {
  /** Due jobs at `at`, claimed for this worker (empty when none is due). */
  claim: (at: Date) => Promise<Job[]>;
  /** Sends one claimed job and records what happened; never throws for the job's own failure. */
  deliver: (job: Job, at: Date) => Promise<void>;
  pollSeconds: number;
  /** What the queue holds, for its log lines ("mail", "message"). */
  what: string;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { log, what } = opts;

  /** Sends every job due at `at` (default now); resolves with how many were tried. */
  async function runDue(at: Date = opts.now()): Promise<number> {
    let tried = 0;
    for (;;) {
      const claimed = await opts.claim(at);
      if (claimed.length === 0) return tried;
      for (const job of claimed) await opts.deliver(job, at);
      tried += claimed.length;
    }
  }

  const loop = createPeriodicJob({
    run: () => runDue(),
    onError: (err) => log.warn({ err }, `the ${what} queue could not be read; will retry`),
  });

  return {
    runDue,
    /**
     * Sends what is due at `at` and resolves once no pass of this worker is still sending (the
     * background one may hold a job this call skipped): tests and the shutdown wait on it.
     */
    async settle(at?: Date): Promise<void> {
      do {
        await loop.idle();
        await runDue(at);
      } while (loop.busy);
    },
    /** Looks for due jobs now (after a commit that queued one); at most one pass at a time. */
    wake: loop.runNow,
    /** The first pass at once (what a previous run left queued), then every pollSeconds. */
    start: () => loop.start(opts.pollSeconds, 0),
    /**
     * Graceful shutdown (decision 0056): no new pass starts; the one running finishes, then one
     * last pass sends what the last requests queued. What still fails stays queued for another
     * instance or the next start.
     */
    async stop(): Promise<void> {
      await loop.stop();
      await runDue().catch((err: unknown) =>
        log.warn({ err }, `the ${what} queue could not be drained`),
      );
    },
  };
}
