import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { MailJobKind } from '../../db/schema/index';
import type { Mail, Mailer } from './mailer';
import { createMailJobsRepository, type MailJobRow } from './mail-jobs.repository';
import { createMailWorker, Undeliverable } from './mail-worker';

/**
 * The one durable way out for mail (decisions 0064, 0076): order mails and account mails
 * (reset, verification, invitation, sign-in method linked) are queued in the transaction of the
 * change they tell about and sent by one worker per instance, retried while SMTP is away.
 */
export function createMailQueue(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const jobs = createMailJobsRepository();
  const now = deps.now ?? (() => new Date());
  const composers: Partial<Record<MailJobKind, (job: MailJobRow, at: Date) => Promise<Mail>>> = {
    async account(job, at) {
      if (!job.mail) throw new Undeliverable('The mail was not kept.');
      if (job.expiresAt && job.expiresAt <= at) {
        throw new Undeliverable('Its link expired before the mail could be sent.');
      }
      return job.mail;
    },
  };
  const worker = createMailWorker({
    db: deps.db,
    jobs,
    mailer: deps.mailer,
    log: deps.log,
    now: deps.now,
    async compose(job, at) {
      const compose = composers[job.kind];
      if (!compose) throw new Undeliverable(`No one writes ${job.kind} mails here.`);
      return compose(job, at);
    },
  });

  return {
    jobs,
    worker,
    /** How a kind's mail is written when it is sent (the order mails module's). */
    composeWith(kind: MailJobKind, compose: (job: MailJobRow) => Promise<Mail>): void {
      composers[kind] = compose;
    },
    /**
     * Queues an account mail on `ex` (the transaction that issued its link, or the database);
     * call `wake` once that has committed. `expiresAt`: the link's end, after which it is not
     * sent at all.
     */
    async enqueue(ex: Executor, mail: Mail, expiresAt: Date | null): Promise<void> {
      const { to, subject, text } = mail;
      await jobs.enqueueMail(ex, { mail: { to, subject, text }, runAt: now(), expiresAt });
    },
    wake: () => worker.wake(),
    /** Shutdown: the last pass, then the mailer closes (registered as pending work). */
    async finish(): Promise<void> {
      await worker.stop();
      await deps.mailer.close();
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
