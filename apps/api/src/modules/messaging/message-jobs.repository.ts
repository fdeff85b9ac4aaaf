import type { OrderMessageSettings } from '@ninetonine/contract';
import { and, asc, eq, isNull, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claimDueJobs } from '../../jobs/claim-due-jobs.repository';
import {
  messageJobs,
  messageOptOuts,
  messageSettings,
  orders,
  type MessageDeliveryStatus,
} from '../../db/schema/index';

export type MessageJobRow = typeof messageJobs.$inferSelect;
export type NewMessageJob = Pick<
  typeof messageJobs.$inferInsert,
  'orderId' | 'status' | 'topic' | 'channel' | 'phone' | 'runAt'
>;

/**
 * How far along a message each report is: queued, then sent, then an outcome, then (WhatsApp)
 * read. Callbacks may arrive out of order; a report never replaces a later or equal one.
 */
const DELIVERY_STEP: Record<MessageDeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  undelivered: 2,
  failed: 2,
  read: 3,
};
const notBefore = (status: MessageDeliveryStatus) =>
  (Object.keys(DELIVERY_STEP) as MessageDeliveryStatus[]).filter(
    (s) => DELIVERY_STEP[s] >= DELIVERY_STEP[status],
  );

/**
 * The durable message queue's rows, the opted-out numbers and the template settings (decision
 * 0092). Only this file touches `message_jobs`, `message_opt_outs` and `message_settings`.
 */
export function createMessageJobsRepository() {
  return {
    /** Whether the order exists: staff ask for the messages of an order by its id. */
    async orderExists(ex: Executor, orderId: string): Promise<boolean> {
      const [row] = await ex.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      return row !== undefined;
    },

    /** One row per order, status and channel: a second instance or a redo queues nothing. */
    async enqueue(ex: Executor, job: NewMessageJob): Promise<void> {
      await ex
        .insert(messageJobs)
        .values(job)
        .onConflictDoNothing({
          target: [messageJobs.orderId, messageJobs.status, messageJobs.channel],
        });
    },

    /** Due jobs nobody holds, claimed for `leaseMs` (decision 0064). */
    claim: (ex: Executor, at: Date, leaseMs: number, limit: number): Promise<MessageJobRow[]> =>
      claimDueJobs(ex, messageJobs, at, leaseMs, limit),

    async markSent(ex: Executor, id: string, at: Date, providerId: string): Promise<void> {
      await ex
        .update(messageJobs)
        .set({ state: 'sent', sentAt: at, providerId, lockedUntil: null, lastError: null })
        .where(eq(messageJobs.id, id));
    },

    /** Try again at `runAt`; without one the job ends as `failed` (or `opted_out`). */
    async markAttemptFailed(
      ex: Executor,
      id: string,
      error: string,
      outcome: { runAt: Date } | { state: 'failed' | 'opted_out' },
    ): Promise<void> {
      await ex
        .update(messageJobs)
        .set(
          'runAt' in outcome
            ? { lastError: error, runAt: outcome.runAt, lockedUntil: null }
            : { state: outcome.state, lastError: error, lockedUntil: null },
        )
        .where(eq(messageJobs.id, id));
    },

    /**
     * The provider's report on job `id`'s message `providerId` (a status callback), kept only
     * when it is further along than the one recorded, in one statement: two callbacks racing, or
     * arriving out of order, leave the furthest. Answers the job's phone when it was recorded.
     */
    async recordDelivery(
      ex: Executor,
      report: {
        jobId: string;
        providerId: string;
        status: MessageDeliveryStatus;
        errorCode: number | null;
      },
    ): Promise<{ phone: string } | null> {
      const [row] = await ex
        .update(messageJobs)
        .set({ deliveryStatus: report.status, deliveryErrorCode: report.errorCode })
        .where(
          and(
            eq(messageJobs.id, report.jobId),
            // Before the worker recorded the id (the callback can beat it), or this message's.
            or(isNull(messageJobs.providerId), eq(messageJobs.providerId, report.providerId)),
            or(
              isNull(messageJobs.deliveryStatus),
              notInArray(messageJobs.deliveryStatus, notBefore(report.status)),
            ),
          ),
        )
        .returning({ phone: messageJobs.phone });
      return row ?? null;
    },

    async jobsOf(ex: Executor, orderId: string): Promise<MessageJobRow[]> {
      return ex
        .select()
        .from(messageJobs)
        .where(eq(messageJobs.orderId, orderId))
        .orderBy(asc(messageJobs.createdAt), asc(messageJobs.id));
    },

    async isOptedOut(ex: Executor, phone: string): Promise<boolean> {
      const [row] = await ex
        .select({ phone: messageOptOuts.phone })
        .from(messageOptOuts)
        .where(eq(messageOptOuts.phone, phone));
      return row !== undefined;
    },

    async optOut(ex: Executor, phone: string, source: 'stop' | 'provider'): Promise<void> {
      await ex.insert(messageOptOuts).values({ phone, source }).onConflictDoNothing();
    },

    async optIn(ex: Executor, phone: string): Promise<void> {
      await ex.delete(messageOptOuts).where(eq(messageOptOuts.phone, phone));
    },

    async settings(ex: Executor) {
      const [row] = await ex.select().from(messageSettings).where(eq(messageSettings.id, 1));
      return row ?? null;
    },

    async saveSettings(ex: Executor, s: OrderMessageSettings): Promise<void> {
      const values = {
        dltEntityId: s.dltEntityId,
        smsDltTemplateIds: s.smsDltTemplateIds,
        whatsappTemplates: s.whatsappTemplates,
      };
      await ex
        .insert(messageSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: messageSettings.id, set: values });
    },
  };
}

export type MessageJobsRepository = ReturnType<typeof createMessageJobsRepository>;
