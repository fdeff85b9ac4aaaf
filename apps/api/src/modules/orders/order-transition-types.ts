import type { OrderActor, OrderEvent, OrderStatus } from '@ninetonine/contract';
import type { OrderPaymentChange } from './order-status.repository';
import type { HistoryRow, OrderRow } from './orders.repository';

/**
 * Who moves an order. `userId` goes on the history row; the system (a payment, the expiry, a
 * switch to cash asked by the customer) is named in the audit log by `label`.
 */
export type TransitionActor =
  | { role: Exclude<OrderActor, 'system'>; userId: string }
  | { role: 'system'; label: string; userId?: string };

/** A move made in a transaction, for `committed` once that transaction has committed. */
export interface Moved {
  order: OrderRow;
  /** Null for the order's first status (checkout). */
  from: OrderStatus | null;
  event: OrderEvent;
  /** The history row this move wrote. */
  entered: HistoryRow;
  /** The auto-accept that followed it in the same transaction, published after it. */
  then?: Moved;
}

/** Who accepts an order when the restaurant accepts them automatically (decision 0081). */
export const AUTO_ACCEPT: TransitionActor = { role: 'system', label: 'auto-accept' };

export interface TransitionOptions {
  /** The status the caller saw: a move from any other is refused (a double tap, a race). */
  seen?: OrderStatus;
  /** Money columns that change with the status (a payment landing, a switch to cash). */
  payment?: OrderPaymentChange;
  /** The system's audit entry (staff moves are always audited, customers' never). */
  audit?: { action: string; after?: Record<string, unknown> };
  /** The instant of the move just before it (auto-accept right after placing). */
  after?: Date;
}
