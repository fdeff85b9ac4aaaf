import type { FulfilmentMethod, OrderStatus, OrderUpdateChannel } from '@ninetonine/contract';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { claimDueJobs } from '../../jobs/claim-due-jobs.repository';
import { mailJobs, orders, users, type QueuedMail } from '../../db/schema/index';

export type MailJobRow = typeof mailJobs.$inferSelect;

/**
 * Who an order's mails go to, and whether they want more than the receipt; with the order's
 * text-message channel and phone (decision 0092), so one read serves both queues (0095).
 */
export interface OrderRecipient {
  email: string | null;
  emailVerified: boolean;
  orderStatusMails: boolean;
  fulfilment: FulfilmentMethod;
  channel: OrderUpdateChannel;
  phone: string | null;
}

/** The durable mail queue's rows (decisions 0064, 0076). Only this file (and the claim all
 * queues share, src/jobs) touches `mail_jobs`. */
export function createMailJobsRepository() {
  return {
    async recipientOf(ex: Executor, orderId: string): Promise<OrderRecipient | null> {
      const [row] = await ex
        .select({
          email: users.email,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
          orderStatusMails: users.orderStatusMails,
          fulfilment: orders.fulfilment,
          channel: orders.updatesChannel,
          phone: orders.contactPhone,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** Queues a mail unless one with the same key exists (a redo after an undo mails once). */
    async enqueue(
      ex: Executor,
      job: { orderId: string; status: OrderStatus; reason: string | null; runAt: Date },
    ): Promise<void> {
      await ex
        .insert(mailJobs)
        .values({ ...job, kind: 'order', dedupeKey: `${job.orderId}:${job.status}` })
        .onConflictDoNothing({ target: mailJobs.dedupeKey });
    },

    /**
     * Queues the mail of a staff refund that went back (decision 0080), once per refund. The
     * job carries the order's status as it stood, which the refund mail does not tell about.
     */
    async enqueueRefund(
      ex: Executor,
      job: { orderId: string; status: OrderStatus; refundId: string; runAt: Date },
    ): Promise<void> {
      await ex
        .insert(mailJobs)
        .values({ ...job, kind: 'order', dedupeKey: `${job.orderId}:refund:${job.refundId}` })
        .onConflictDoNothing({ target: mailJobs.dedupeKey });
    },

    /** Queues a written account mail, due at `runAt`, not worth sending after `expiresAt`. */
    async enqueueMail(
      ex: Executor,
      job: { mail: QueuedMail; runAt: Date; expiresAt: Date | null },
    ): Promise<void> {
      await ex.insert(mailJobs).values({ ...job, kind: 'account', dedupeKey: randomUUID() });
    },

    /** Due jobs nobody holds, claimed for `leaseMs` (decision 0064). */
    claim: (ex: Executor, at: Date, leaseMs: number, limit: number): Promise<MailJobRow[]> =>
      claimDueJobs(ex, mailJobs, at, leaseMs, limit),

    async markSent(ex: Executor, id: string, at: Date): Promise<void> {
      await ex
        .update(mailJobs)
        .set({ state: 'sent', sentAt: at, lockedUntil: null, lastError: null, mail: null })
        .where(eq(mailJobs.id, id));
    },

    /**
     * A failed attempt: try again at `runAt`, or give up (`failed`) when there is none; a mail
     * given up keeps no text (no link's token lies in the table for nothing).
     */
    async markAttemptFailed(
      ex: Executor,
      id: string,
      error: string,
      runAt: Date | null,
    ): Promise<void> {
      await ex
        .update(mailJobs)
        .set(
          runAt
            ? { lastError: error, runAt, lockedUntil: null }
            : { state: 'failed', lastError: error, lockedUntil: null, mail: null },
        )
        .where(eq(mailJobs.id, id));
    },

    /**
     * The mail jobs of these orders that gave up or failed an attempt and wait to retry, oldest
     * first (the kitchen's order cards); sent and untried ones are not read.
     */
    async troubledFor(ex: Executor, orderIds: string[]): Promise<MailJobRow[]> {
      if (orderIds.length === 0) return [];
      return ex
        .select()
        .from(mailJobs)
        .where(
          and(
            inArray(mailJobs.orderId, orderIds),
            or(
              eq(mailJobs.state, 'failed'),
              and(eq(mailJobs.state, 'pending'), isNotNull(mailJobs.lastError)),
            ),
          ),
        )
        .orderBy(asc(mailJobs.createdAt), asc(mailJobs.id));
    },
  };
}

export type MailJobsRepository = ReturnType<typeof createMailJobsRepository>;
