import { describe, expect, it } from 'vitest';
import { refundBalance, refundSummary, type RefundEntry } from './refund-balance';

const row = (
  id: string,
  amountMinor: number,
  status: RefundEntry['status'],
  retryOf: string | null = null,
) => ({ id, amountMinor, status, retryOf, updatedAt: new Date(`2026-11-29T0${id.length}:00:00Z`) });

describe('refundBalance (decision 0080)', () => {
  it('promises what went back or is going back, never what was refused', () => {
    const b = refundBalance([
      row('a', 100, 'refunded'),
      row('bb', 50, 'pending'),
      row('ccc', 30, 'failed'),
    ]);
    expect(b).toMatchObject({ refundedMinor: 100, promisedMinor: 150, status: 'pending' });
    expect(b.retryable('ccc')).toBe(true);
    expect(b.retryable('a')).toBe(false);
  });

  it('a retried refusal speaks no more: its retry does', () => {
    const rows = [row('a', 30, 'failed'), row('bb', 30, 'refunded', 'a')];
    const b = refundBalance(rows);
    expect(b).toMatchObject({ refundedMinor: 30, promisedMinor: 30, status: 'refunded' });
    expect(b.retryable('a')).toBe(false);
    expect(refundSummary(rows)).toMatchObject({ status: 'refunded', amountMinor: 30 });
  });

  it('is failed while a refusal waits, and tells the refused amount when nothing else went', () => {
    expect(refundBalance([row('a', 100, 'refunded'), row('bb', 20, 'failed')]).status).toBe(
      'failed',
    );
    expect(refundSummary([row('a', 20, 'failed')])).toMatchObject({
      status: 'failed',
      amountMinor: 20,
    });
    expect(refundSummary([])).toBeNull();
  });
});
