import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mail, Mailer } from '../mail/mailer';
import type { MailJobRow, MailJobsRepository } from './mail-jobs.repository';

/** How the queue retries (decision 0064): 30 s, 1, 2, 4 … min, eight attempts (~2 h) in all. */
export const MAIL_RETRY = {
  maxAttempts: 8,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** A claimed job is another worker's again after this (its worker died mid-send). */
  leaseMs: 5 * 60_000,
  /** How often an idle worker looks for due jobs (a commit here wakes it at once). */
  pollMs: 5_000,
  batch: 10,
} as const;

export const retryDelayMs = (attempts: number) =>
  Math.min(MAIL_RETRY.firstDelayMs * 2 ** (attempts - 1), MAIL_RETRY.maxDelayMs);

/** Thrown by `compose` when a job has nowhere to go: no retry helps. */
export class Undeliverable extends Error {}

/**
 * Sends queued mails in the background of every API instance: claims due jobs (SKIP LOCKED, so
 * instances never wait on or double-send each other's), sends each, and records the outcome.
 * Never called from a request: a slow or failing SMTP server cannot touch an order.
 */
export function createMailWorker(deps: {
  db: Database;
  jobs: MailJobsRepository;
  mailer: Mailer;
  /** The mail a job stands for, read fresh (the order as it is, the customer's address now). */
  compose: (job: MailJobRow) => Promise<Mail>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function deliver(job: MailJobRow, at: Date): Promise<void> {
    try {
      await deps.mailer.send(await deps.compose(job));
      await jobs.markSent(db, job.id, now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = err instanceof Undeliverable || job.attempts >= MAIL_RETRY.maxAttempts;
      const retryAt = final ? null : new Date(at.getTime() + retryDelayMs(job.attempts));
      await jobs.markAttemptFailed(db, job.id, message, retryAt);
      const context = { err, mailJob: job.id, orderId: job.orderId, attempts: job.attempts };
      if (final) log.error(context, `order mail (${job.status}) not sent, given up: ${message}`);
      else log.warn({ ...context, retryAt }, `order mail (${job.status}) failed, will retry`);
    }
  }

  /** Sends every job due at `at` (default now); resolves with how many were tried. */
  async function runDue(at: Date = now()): Promise<number> {
    let tried = 0;
    for (;;) {
      const claimed = await jobs.claim(db, at, MAIL_RETRY.leaseMs, MAIL_RETRY.batch);
      if (claimed.length === 0) return tried;
      for (const job of claimed) await deliver(job, at);
      tried += claimed.length;
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, MAIL_RETRY.pollMs);
    timer.unref();
  }

  /** Looks for due jobs now (after a commit that queued one); at most one pass at a time. */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await runDue();
      } while (again && !stopped);
    })()
      .catch((err: unknown) => log.warn({ err }, 'the mail queue could not be read; will retry'))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  return {
    runDue,
    /**
     * Sends what is due at `at` and resolves once no pass of this worker is still sending (the
     * background one may hold a job this call skipped): tests and the shutdown wait on it.
     */
    async settle(at?: Date): Promise<void> {
      do {
        await running;
        await runDue(at);
      } while (running);
    },
    wake,
    start() {
      stopped = false;
      wake();
    },
    /**
     * Graceful shutdown (decision 0056): no new pass starts; the one running finishes, then one
     * last pass sends what the last requests queued. What still fails stays queued for another
     * instance or the next start.
     */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await running;
      await runDue().catch((err: unknown) =>
        log.warn({ err }, 'the mail queue could not be drained'),
      );
    },
  };
}
