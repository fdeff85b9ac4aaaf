import type { RefundStatus } from '@ninetonine/contract';

/** What the balance of a payment's refunds reads of each row. */
export interface RefundEntry {
  id: string;
  amountMinor: number;
  status: RefundStatus;
  retryOf: string | null;
}

/** A refused refund that was retried: its retry speaks for it now. */
const superseded = (rows: readonly RefundEntry[]) =>
  new Set(rows.flatMap((r) => (r.retryOf ? [r.retryOf] : [])));

/**
 * One provider payment's refunds, summed (decision 0080): what went back, what is promised
 * (sent or being sent: never refunded twice), and what the order shows. Pure, so the order page,
 * the staff refund and the settling step read them the same way.
 */
export function refundBalance(rows: readonly RefundEntry[]) {
  const retried = superseded(rows);
  const open = rows.filter((r) => !retried.has(r.id));
  const sum = (list: readonly RefundEntry[]) => list.reduce((n, r) => n + r.amountMinor, 0);
  const refundedMinor = sum(open.filter((r) => r.status === 'refunded'));
  const promisedMinor = sum(open.filter((r) => r.status !== 'failed'));
  /** Pending while any is; failed while a refused one waits for a retry; else refunded. */
  const status: RefundStatus | null =
    open.length === 0
      ? null
      : open.some((r) => r.status === 'pending')
        ? 'pending'
        : open.some((r) => r.status === 'failed')
          ? 'failed'
          : 'refunded';
  return {
    refundedMinor,
    promisedMinor,
    status,
    /** A refused refund staff may retry: failed, and not retried yet. */
    retryable: (id: string) =>
      !retried.has(id) && rows.some((r) => r.id === id && r.status === 'failed'),
  };
}

/** The refunds of an order's payment, told as one (the order page, the mails). */
export interface RefundSummary {
  status: RefundStatus;
  /** Sent or being sent; when they were all refused, what was refused. */
  amountMinor: number;
  /** When the latest of them last changed. */
  updatedAt: Date;
}

export function refundSummary(
  rows: readonly (RefundEntry & { updatedAt: Date })[],
): RefundSummary | null {
  const balance = refundBalance(rows);
  if (!balance.status) return null;
  const latest = rows.reduce((a, b) => (b.updatedAt > a.updatedAt ? b : a));
  const refused = rows
    .filter((r) => r.status === 'failed' && balance.retryable(r.id))
    .reduce((n, r) => n + r.amountMinor, 0);
  return {
    status: balance.status,
    amountMinor: balance.promisedMinor > 0 ? balance.promisedMinor : refused,
    updatedAt: latest.updatedAt,
  };
}
