import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createClaimedJobsWorker } from '../../jobs/claimed-jobs-worker';
import { JOB_RETRY, retryDelayMs } from '../../jobs/job-retry';
import type { MessageJobRow, MessageJobsRepository } from './message-jobs.repository';
import { MessageNotSent, type Messenger, type TemplateMessage } from './messenger';

/**
 * Sends queued order messages in the background of every API instance, on the periodic-job loop
 * the mail worker uses (decision 0076): claims due jobs, never sends to an opted-out number,
 * records what happened. A provider's 429 or 5xx retries with backoff; a refusal (4xx) is
 * recorded as failed at once; the provider's "unsubscribed" marks the number opted out.
 */
export function createMessageWorker(deps: {
  db: Database;
  jobs: MessageJobsRepository;
  messenger: Messenger;
  /** The message a job stands for, read fresh (throws MessageNotSent when it cannot be made). */
  compose: (job: MessageJobRow) => Promise<TemplateMessage>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function deliver(job: MessageJobRow, at: Date): Promise<void> {
    try {
      if (await jobs.isOptedOut(db, job.phone)) {
        throw new MessageNotSent('The number opted out (STOP).', 'opted_out');
      }
      const message = await deps.compose(job);
      const { providerId } = await deps.messenger.send(message);
      await jobs.markSent(db, job.id, now(), providerId);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const kind = err instanceof MessageNotSent ? err.kind : 'retry';
      const context = { err, messageJob: job.id, orderId: job.orderId, attempts: job.attempts };
      if (kind === 'opted_out') {
        await jobs.optOut(db, job.phone, 'provider');
        await jobs.markAttemptFailed(db, job.id, reason, { state: 'opted_out' });
        log.info(context, `order message (${job.channel}) not sent: opted out`);
      } else if (kind === 'permanent' || job.attempts >= JOB_RETRY.maxAttempts) {
        await jobs.markAttemptFailed(db, job.id, reason, { state: 'failed' });
        log.error(context, `order message (${job.channel}) not sent, given up: ${reason}`);
      } else {
        const runAt = new Date(at.getTime() + retryDelayMs(job.attempts));
        await jobs.markAttemptFailed(db, job.id, reason, { runAt });
        log.warn({ ...context, runAt }, `order message (${job.channel}) failed, will retry`);
      }
    }
  }

  return createClaimedJobsWorker({
    claim: (at) => jobs.claim(db, at, JOB_RETRY.leaseMs, JOB_RETRY.batch),
    deliver,
    pollSeconds: JOB_RETRY.pollSeconds,
    what: 'message',
    log,
    now,
  });
}
