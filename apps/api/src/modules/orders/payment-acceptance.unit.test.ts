import { describe, expect, it } from 'vitest';
import { decideAcceptance } from './payment-acceptance';

const waiting = {
  status: 'awaiting_payment' as const,
  paymentStatus: 'pending' as const,
  providerPaymentId: null,
  totalMinor: 49_830,
};
const payment = { id: 'pay_1', amountMinor: 49_830, currency: 'INR' };

describe('what a captured payment does to an order', () => {
  it('is accepted for an order awaiting it, for exactly its amount and currency', () => {
    expect(decideAcceptance(waiting, payment, 'INR')).toEqual({ kind: 'accept' });
    expect(decideAcceptance({ ...waiting, paymentStatus: 'failed' }, payment, 'INR').kind).toBe(
      'accept',
    );
  });

  it('is refunded when the amount or currency differs', () => {
    for (const p of [
      { ...payment, amountMinor: 49_800 },
      { ...payment, amountMinor: 49_900 },
      { ...payment, currency: 'USD' },
    ]) {
      expect(decideAcceptance(waiting, p, 'INR')).toEqual({
        kind: 'refund',
        reason: 'wrong_amount',
      });
    }
  });

  it('changes nothing for the payment already accepted, and refunds a second one', () => {
    const paid = {
      ...waiting,
      status: 'placed' as const,
      paymentStatus: 'paid' as const,
      providerPaymentId: 'pay_1',
    };
    expect(decideAcceptance(paid, payment, 'INR')).toEqual({ kind: 'already' });
    expect(decideAcceptance(paid, { ...payment, id: 'pay_2' }, 'INR')).toEqual({
      kind: 'refund',
      reason: 'duplicate',
    });
  });

  it('refunds a payment after expiry, a cancel, or a switch to cash', () => {
    expect(
      decideAcceptance({ ...waiting, status: 'expired', paymentStatus: 'expired' }, payment, 'INR'),
    ).toEqual({ kind: 'refund', reason: 'after_expiry' });
    expect(decideAcceptance({ ...waiting, status: 'cancelled' }, payment, 'INR').kind).toBe(
      'refund',
    );
    expect(
      decideAcceptance(
        { ...waiting, status: 'placed', paymentStatus: 'due_on_handover' },
        payment,
        'INR',
      ),
    ).toEqual({ kind: 'refund', reason: 'not_awaiting' });
  });
});
