import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createClaimedJobsWorker } from '../../jobs/claimed-jobs-worker';
import type { MessageJobRow, MessageJobsRepository } from './message-jobs.repository';
import { MessageNotSent, type Messenger, type TemplateMessage } from './messenger';

/** How the queue retries (as the mail queue, decision 0064): 30 s, 1, 2, 4 … min, 8 attempts. */
export const MESSAGE_RETRY = {
  maxAttempts: 8,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** Above the adapter's request timeout (15 s) times the batch: no job is sent twice. */
  leaseMs: 5 * 60_000,
  pollSeconds: 5,
  batch: 5,
} as const;

export const messageRetryDelayMs = (attempts: number) =>
  Math.min(MESSAGE_RETRY.firstDelayMs * 2 ** (attempts - 1), MESSAGE_RETRY.maxDelayMs);

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
      } else if (kind === 'permanent' || job.attempts >= MESSAGE_RETRY.maxAttempts) {
        await jobs.markAttemptFailed(db, job.id, reason, { state: 'failed' });
        log.error(context, `order message (${job.channel}) not sent, given up: ${reason}`);
      } else {
        const runAt = new Date(at.getTime() + messageRetryDelayMs(job.attempts));
        await jobs.markAttemptFailed(db, job.id, reason, { runAt });
        log.warn({ ...context, runAt }, `order message (${job.channel}) failed, will retry`);
      }
    }
  }

  return createClaimedJobsWorker({
    claim: (at) => jobs.claim(db, at, MESSAGE_RETRY.leaseMs, MESSAGE_RETRY.batch),
    deliver,
    pollSeconds: MESSAGE_RETRY.pollSeconds,
    what: 'message',
    log,
    now,
  });
}
