import { describe, expect, it } from 'vitest';
import { boardOf, card } from '#test/staff-order-fixture';
import { addDonePage, keepLoadedDone, loadedDoneCount, upsertOrder } from './board-model';

/** A board answer holding a first page of finished orders out of `total`. */
const firstPage = (total: number, cursor: string | null, ...orders: ReturnType<typeof card>[]) => ({
  ...boardOf(...orders),
  doneTotal: total,
  doneCursor: cursor,
});

describe("the board's finished orders, a page at a time (issue 36, item 4)", () => {
  const active = card('1', { status: 'preparing' });
  const done2 = card('2', { status: 'delivered' });
  const done3 = card('3', { status: 'picked_up' });
  const done4 = card('4', { status: 'rejected' });

  it('adds the next page after what it holds, keeping its own (newer) copies', () => {
    const board = firstPage(3, 'c2', active, done2);
    const page = firstPage(3, null, { ...done2, status: 'cancelled' }, done3, done4);
    const next = addDonePage(board, page);
    expect(next.orders.map((o) => o._id)).toEqual(['1', '2', '3', '4']);
    expect(next.orders[1]!.status).toBe('delivered');
    expect(next.doneCursor).toBeNull();
    expect(loadedDoneCount(next)).toBe(3);
  });

  it('counts an order that finishes, and one an undo takes back', () => {
    const board = firstPage(40, 'c2', active, done2);
    const finished = upsertOrder(board, { ...active, status: 'delivered' });
    expect(finished.doneTotal).toBe(41);
    expect(upsertOrder(finished, { ...active, status: 'out_for_delivery' }).doneTotal).toBe(40);
    // A new order, a finished one read again, or one from a page not loaded yet (a refund on
    // it) leaves the count where it is; one placed and finished before the board read it counts.
    expect(upsertOrder(board, card('9')).doneTotal).toBe(40);
    const older = { status: 'delivered', createdAt: '2025-06-01T08:00:00Z' } as const;
    expect(upsertOrder(board, card('8', older)).doneTotal).toBe(40);
    const newer = { status: 'rejected', createdAt: '2025-06-01T11:00:00Z' } as const;
    expect(upsertOrder(board, card('7', newer)).doneTotal).toBe(41);
    expect(upsertOrder(board, { ...done2, refundable: 5 }).doneTotal).toBe(40);
  });

  it('keeps the older pages "Show more" loaded when the board is read again', () => {
    const held = addDonePage(firstPage(3, 'c2', active, done2), firstPage(3, 'c3', done3));
    const fresh = firstPage(3, 'c2', active, done2);
    const kept = keepLoadedDone(fresh, held);
    expect(kept.orders.map((o) => o._id)).toEqual(['1', '2', '3']);
    expect(kept.doneCursor).toBe('c3');
    // Nothing beyond the first page any more, another day, or nothing loaded: the fresh answer.
    expect(keepLoadedDone(firstPage(2, null, active, done2, done3), held).orders).toHaveLength(3);
    const tomorrow = { ...fresh, range: { ...fresh.range, start: '2025-06-01T18:30:00.000Z' } };
    expect(keepLoadedDone(tomorrow, held)).toBe(tomorrow);
    expect(keepLoadedDone(fresh, undefined)).toBe(fresh);
    // An unfinished order the fresh read no longer has is not brought back.
    expect(
      keepLoadedDone(fresh, { ...held, orders: [...held.orders, card('5')] }).orders,
    ).toHaveLength(3);
  });
});
