import type { OrderStatus } from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import type { MailJobRow, OrderRecipient } from '../mail/mail-jobs.repository';
import type { MailQueue } from '../mail/mail-queue';
import { Undeliverable } from '../mail/mail-worker';
import type { OrdersRepository } from '../orders/orders.repository';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { mailsAbout, orderMailContent } from './order-mail-content';
import { renderOrderMail } from './order-mail-render';
import { refundMailContent } from './refund-mail-content';

/** A status an order just entered, as its history row records it. */
export interface StatusEntered {
  orderId: string;
  status: OrderStatus;
  reason: string | null;
  at: Date;
}

/**
 * Order mails (issue 21, decision 0064): queued in the transaction that moves the order, sent by
 * the mail queue's worker in every instance, visible to staff when they cannot go.
 */
export function createOrderMailsModule(deps: {
  db: Database;
  queue: MailQueue;
  orders: Pick<OrdersRepository, 'find' | 'details'>;
  restaurant: RestaurantSettingsReader;
  publicUrl: string;
}) {
  const { db, queue } = deps;
  const { jobs } = queue;

  async function compose(job: MailJobRow) {
    const order = job.orderId ? await deps.orders.find(db, job.orderId) : undefined;
    if (!order || !job.status) throw new Undeliverable('The order is gone.');
    const recipient = await jobs.recipientOf(db, order.id);
    if (!recipient?.email || !recipient.emailVerified) {
      throw new Undeliverable('The customer has no verified email address.');
    }
    const settings = await deps.restaurant.settingsOrDefaults(db);
    if (job.refundId) {
      const record = await deps.orders.details(db, order);
      const refund = record.refunds.find((r) => r.id === job.refundId);
      if (!refund) throw new Undeliverable('The refund is gone.');
      const content = refundMailContent({ record, refund, settings, publicUrl: deps.publicUrl });
      return renderOrderMail(recipient.email, content, settings.locale);
    }
    const content = orderMailContent({
      record: await deps.orders.details(db, order),
      status: job.status,
      reason: job.reason,
      settings,
      publicUrl: deps.publicUrl,
    });
    return renderOrderMail(recipient.email, content, settings.locale);
  }

  /**
   * Called inside the transaction that records the status: the mail is queued if and only if
   * the change commits. Receipts always; status mails unless the customer turned them off;
   * nothing for an account without a verified email (nobody writes to a stranger through us).
   */
  async function statusEntered(
    tx: Executor,
    entry: StatusEntered,
    recipient: OrderRecipient | null,
  ): Promise<void> {
    if (!recipient?.email || !recipient.emailVerified) return;
    if (!mailsAbout(entry.status, recipient.fulfilment, recipient.orderStatusMails)) return;
    await jobs.enqueue(tx, {
      orderId: entry.orderId,
      status: entry.status,
      reason: entry.reason,
      runAt: entry.at,
    });
  }

  /**
   * A staff refund went back (decision 0080), in its transaction: the customer hears of it
   * whatever their status-mail choice (it is about their money), if their address is verified.
   */
  async function staffRefunded(
    tx: Executor,
    refund: { orderId: string; refundId: string; at: Date },
  ): Promise<void> {
    const recipient = await jobs.recipientOf(tx, refund.orderId);
    if (!recipient?.email || !recipient.emailVerified) return;
    const order = await deps.orders.find(tx, refund.orderId);
    if (!order) return;
    await jobs.enqueueRefund(tx, { ...refund, status: order.status, runAt: refund.at });
  }

  /** The mails of these orders that failed for good or are still being retried (staff). */
  async function problems(ex: Executor, orderIds: string[]) {
    return (await jobs.troubledFor(ex, orderIds)).flatMap((j) =>
      j.orderId && j.status
        ? [
            {
              orderId: j.orderId,
              status: j.status,
              failed: j.state === 'failed',
              attempts: j.attempts,
              error: j.lastError ?? '',
            },
          ]
        : [],
    );
  }

  queue.composeWith('order', compose);

  return {
    /** What the orders module calls: queue with each status, wake after commit, staff's view. */
    ordersHooks: { statusEntered, staffRefunded, committed: queue.wake, problems },
    /** The order's recipient for mails and text messages, read once per status (decision 0095). */
    recipientOf: (tx: Executor, orderId: string) => jobs.recipientOf(tx, orderId),
  };
}
