import type { RefundStatus } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import type { orders } from '../../db/schema/index';
import type { NamedActor } from '../audit/audit-log';
import type { ReportedPayment } from './payment-gateway';

/** An order as payments sees it (read through the port, never written here). */
export type PaymentOrder = typeof orders.$inferSelect;

/** What a reported payment means for its order: the order module decides (decision 0077). */
export interface OrderVerdict {
  /** The order after the verdict, read once under its lock. */
  order: PaymentOrder;
  /** The order keeps this payment: its link is paid. */
  accepted: boolean;
  /** Money no order keeps: refund it, for this reason. Null: nothing to give back. */
  refund: string | null;
  /** After commit: publishes what changed. Absent when nothing did. */
  committed?: () => Promise<void>;
}

/**
 * The order module as payments needs it (decision 0077): payments reports what the provider
 * said, the order module decides what it means and is the only one to write an order. Given to
 * the payments module by the orders module, so payments never imports it (a lint rule holds it).
 */
export interface PaymentOrders {
  find(ex: Executor, orderId: string, ownerId?: string): Promise<PaymentOrder | null>;
  /** The order that kept this provider payment, if any (a dashboard refund names only it). */
  findByPayment(ex: Executor, providerPaymentId: string): Promise<PaymentOrder | null>;
  /** Who placed it: the hosted page's prefill. */
  customer(
    ex: Executor,
    userId: string,
  ): Promise<{ name: string; email: string | null; phone: string | null } | undefined>;
  /** Online orders still waiting for their payment, oldest deadline first. */
  awaitingIds(ex: Executor, limit: number): Promise<string[]>;
  /**
   * A captured or failed payment on one of the order's links, in the caller's transaction:
   * `currency` is the link's, `reporter` the provider as the audit log names it.
   */
  paymentReported(
    tx: Executor,
    orderId: string,
    payment: ReportedPayment,
    link: { currency: string; reporter: NamedActor },
  ): Promise<OrderVerdict>;
  /**
   * A refund settled, in the caller's transaction: on the order when it was its own payment.
   * `status` and `refundedMinor` sum all of the payment's refunds (a part refund leaves the
   * order paid); `refund` is the one that settled (a staff refund that went back is mailed).
   */
  refundSettled(
    tx: Executor,
    orderId: string,
    providerPaymentId: string,
    settled: {
      status: RefundStatus;
      refundedMinor: number;
      /** With what a credit note needs (decision 0089): the amount and why. */
      refund: {
        id: string;
        status: RefundStatus;
        byStaff: boolean;
        amountMinor: number;
        reason: string;
      };
    },
  ): Promise<{ order: PaymentOrder; own: boolean }>;
  /** Expires the order if it is still unpaid past its deadline (its own transaction). */
  expire(orderId: string): Promise<void>;
  /** After commit: the order's state now, to its streams, push and mail. */
  publish(orderId: string): Promise<void>;
}
