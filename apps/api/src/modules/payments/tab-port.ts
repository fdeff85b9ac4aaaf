import type { RefundStatus } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import type { NamedActor } from '../audit/audit-log';
import type { ReportedPayment } from './payment-gateway';

/** What a reported payment meant for its tab (decision 0100). */
export interface TabVerdict {
  /** The tab keeps this payment (all of its balance, or a part of it): its link is paid. */
  accepted: boolean;
  /** The tab is paid in full now. */
  paid: boolean;
  /** After commit: tells the board and the staff views. Absent when nothing changed. */
  committed?: () => void;
  /**
   * What of the payment goes back to the guest (decision 0100): all of a payment the tab does
   * not keep, or the surplus of one it keeps part of (more than the tab owed).
   */
  refund?: { amountMinor: number; reason: TabRefundReason };
}

/** Why a tab did not keep (all of) a payment. */
export type TabRefundReason = 'wrong_amount' | 'not_payable' | 'more_than_owed';

/** A tab's refund as the dine-in views show it (minor units). */
export interface TabRefund {
  id: string;
  tabId: string;
  amountMinor: number;
  status: RefundStatus;
  reason: string;
  /** The provider's words when it refused the refund. */
  failureReason: string | null;
  createdAt: Date;
}

/**
 * The dine-in module as payments needs it for a tab paid online (decision 0100), like the
 * order port: payments reports what the provider said, the dine-in module decides what it
 * means and is the only one to write a tab. Bound late: the dine-in module is built after.
 */
export interface PaymentTabs {
  /** Locks the tab's row for the caller's transaction (before its link is read again). */
  lock(tx: Executor, tabId: string): Promise<void>;
  /**
   * A captured or failed payment on one of the tab's links, in the caller's transaction on the
   * locked tab: `link` is what the attempt was opened for.
   */
  paymentReported(
    tx: Executor,
    tabId: string,
    payment: ReportedPayment,
    link: { amountMinor: number; currency: string; reporter: NamedActor },
  ): Promise<TabVerdict>;
  /** The guest's page the provider's return sends the browser back to (path only). */
  pagePath(ex: Executor, tabId: string): Promise<string>;
  /** After commit: a refund of the tab changed state (the staff views read it again). */
  refundChanged(ex: Executor, tabId: string): Promise<void>;
}
