import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createClaimedJobsWorker } from '../../jobs/claimed-jobs-worker';
import { JOB_RETRY, retryDelayMs } from '../../jobs/job-retry';
import type { Mail, Mailer } from './mailer';
import type { MailJobRow, MailJobsRepository } from './mail-jobs.repository';
import { SMTP_TIMEOUTS_MS } from './smtp-mailer';

/**
 * The longest a claimed batch takes when each SMTP session of it hangs once to its timeouts
 * (decision 0076): below the lease, so no other worker claims a job still being sent here.
 */
export const worstBatchMs =
  JOB_RETRY.batch *
  (SMTP_TIMEOUTS_MS.dns +
    SMTP_TIMEOUTS_MS.connection +
    SMTP_TIMEOUTS_MS.greeting +
    SMTP_TIMEOUTS_MS.socket);

/** Thrown by `compose` when a job has nowhere to go: no retry helps. */
export class Undeliverable extends Error {}

/**
 * An SMTP 5xx answer is permanent (RFC 5321 4.2.1: "do not repeat the exact request"): the
 * address does not exist, the mail is refused as it is. Only 4xx and network failures retry.
 */
const permanentRefusal = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends queued mails in the background of every API instance: claims due jobs (SKIP LOCKED, so
 * instances never wait on or double-send each other's), sends each, and records the outcome.
 * Never called from a request: a slow or failing SMTP server cannot touch an order or a
 * sign-up. Its passes run on the periodic-job loop (src/jobs), woken at once after a commit.
 */
export function createMailWorker(deps: {
  db: Database;
  jobs: MailJobsRepository;
  mailer: Mailer;
  /**
   * The mail a job stands for, in a pass at `at` (an order's read fresh: the order as it is,
   * the address now).
   */
  compose: (job: MailJobRow, at: Date) => Promise<Mail>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function deliver(job: MailJobRow, at: Date): Promise<void> {
    try {
      await deps.mailer.send(await deps.compose(job, at));
      await jobs.markSent(db, job.id, now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final =
        err instanceof Undeliverable ||
        permanentRefusal(err) ||
        job.attempts >= JOB_RETRY.maxAttempts;
      const retryAt = final ? null : new Date(at.getTime() + retryDelayMs(job.attempts));
      await jobs.markAttemptFailed(db, job.id, message, retryAt);
      const what = job.kind === 'order' ? `order mail (${job.status})` : 'account mail';
      const context = { err, mailJob: job.id, orderId: job.orderId, attempts: job.attempts };
      if (final) log.error(context, `${what} not sent, given up: ${message}`);
      else log.warn({ ...context, retryAt }, `${what} failed, will retry`);
    }
  }

  return createClaimedJobsWorker({
    claim: (at) => jobs.claim(db, at, JOB_RETRY.leaseMs, JOB_RETRY.batch),
    deliver,
    pollSeconds: JOB_RETRY.pollSeconds,
    what: 'mail',
    log,
    now,
  });
}
