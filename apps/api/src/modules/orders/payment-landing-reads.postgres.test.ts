import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { deliver, followReturn, placeOnline, usePaymentsApp } from '#test/payment-fixtures';

/** A read of a whole order row by id (what the payment path reads; mail and push read columns). */
const WHOLE_ORDER = /^select "id", "number", .* from "orders" where "orders"\."id" = \$1/;

/**
 * Decision 0077: after a payment lands the order is read once (under its lock); the event and
 * the return's outcome are built from the move's UPDATE … RETURNING. It was read three times:
 * locked, again to publish, again for the outcome. PostgreSQL only: node-postgres' client is
 * where every statement passes (watched, not changed).
 */
describe('a payment landing reads its order once', () => {
  const ctx = usePaymentsApp();

  async function wholeOrderReads(land: () => Promise<unknown>): Promise<string[]> {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await land();
      return spy.mock.calls
        .map(([query]) => (query as unknown as string | { text?: string }) ?? '')
        .map((q) => (typeof q === 'string' ? q : (q.text ?? '')))
        .filter((text) => WHOLE_ORDER.test(text));
    } finally {
      spy.mockRestore();
    }
  }

  it('by the signed return, and by the webhook after it (which changes nothing)', async () => {
    const { order } = await placeOnline(ctx.t.app, ctx.foodId);
    const control = ctx.standIn.control;
    const paid = control.pay(control.linkFor(order._id)!.id);
    const reads = await wholeOrderReads(() => followReturn(ctx.t.app, paid.returnUrl));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/for update$/);

    const [hook] = control.webhooks.take();
    const again = await wholeOrderReads(() => deliver(ctx.t.app, hook!));
    // Once under the lock to see it is already this payment's: nothing else.
    expect(again).toHaveLength(1);
  });
});
