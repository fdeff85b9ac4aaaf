import {
  API_BASE_PATH,
  dineInTexts,
  guestTabResponseSchema,
  guestTableResponseSchema,
  roundResponseSchema,
  staffOrdersResponseSchema,
  staffTabResponseSchema,
  tableCallResponseSchema,
  tableCallsResponseSchema,
  TABLE_GUEST_COOKIE,
} from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dineInCalls, dineInGuests, orders } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { addTable as addTableAs, tableGuest } from '#test/dine-in-fixtures';
import { newKey, setRestaurant } from '#test/order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { TEST_PUBLIC_URL, useTestApp } from '#test/test-app';

const API = API_BASE_PATH;

describe('dine-in by QR code: a table’s evening, and every refusal', () => {
  const t = useTestApp({ seed: false });
  let staff: SignedIn;
  let food: Awaited<ReturnType<typeof createFood>>;
  beforeAll(async () => {
    await setRestaurant(t.app);
    // Regular ₹249.50, Large ₹349 sold at ₹299; prices include 5% tax.
    food = await createFood(t.app, { name: 'Masala Dosa' });
    staff = await signInAs(t.app, { role: 'staff', name: 'Floor' });
  });

  const asStaff = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    injectAs(t.app, staff, method, `${API}${url}`, payload);

  const addTable = (name: string) => addTableAs(t.app, staff, name);
  const guest = (token: string) => tableGuest(t.app, token);

  const large = (quantity: number) => ({ foodId: food.id, size: 'Large', quantity });
  const countRows = async () => ({
    orders: (await t.app.db.select({ n: count() }).from(orders))[0]!.n,
    calls: (await t.app.db.select({ n: count() }).from(dineInCalls))[0]!.n,
    guests: (await t.app.db.select({ n: count() }).from(dineInGuests))[0]!.n,
  });

  it('staff add a table with a server-drawn QR of its unguessable link', async () => {
    const table = await addTable('Table 1');
    expect(table.link.startsWith(`${TEST_PUBLIC_URL}/table/`)).toBe(true);
    expect(table.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(table.qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = await asStaff('GET', `/staff/tables/${table._id}/qr.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    // Two tables, one name: refused, nothing added.
    const twin = await asStaff('POST', '/staff/tables', { name: 'table 1', seats: 2 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ message: dineInTexts.nameTaken });
    // Customers do not see the staff side.
    const customer = await signInAs(t.app);
    const res = await injectAs(t.app, customer, 'GET', `${API}/staff/tables`);
    expect(res.statusCode).toBe(403);
  });

  it('two guests share one tab; each round is priced by the server and on the board with the table', async () => {
    const table = await addTable('Window 2');
    const asha = guest(table.token);
    const ravi = guest(table.token);
    const landing = guestTableResponseSchema.parse((await asha.call('GET', '')).json());
    expect(landing).toMatchObject({ table: { name: 'Window 2' }, tab: null, you: null });
    const first = await asha.join('Asha', '98450 11111');
    const second = await ravi.join('Ravi');
    expect(second.tab._id).toBe(first.tab._id);
    expect(second.tab.guests.map((g) => g.name)).toEqual(['Asha', 'Ravi']);

    const one = await asha.round([large(2)]);
    expect(one.statusCode, one.body).toBe(201);
    const r1 = roundResponseSchema.parse(one.json());
    // 2 × ₹299 (the discounted Large), exact: no cash rounding, no delivery fee.
    expect(r1.round).toMatchObject({ status: 'placed', guestName: 'Asha', total: 598 });
    const two = await ravi.round([{ foodId: food.id, size: 'Regular', quantity: 1 }]);
    const r2 = roundResponseSchema.parse(two.json());
    expect(r2.tab.total).toBe(847.5);
    expect(r2.tab.balance).toBe(847.5);
    expect(r2.tab.rounds.map((r) => r.guestName)).toEqual(['Asha', 'Ravi']);

    const board = await t.app.inject({
      method: 'GET',
      url: `${API}/staff/orders`,
      query: { fulfilment: 'dine_in' },
      headers: { cookie: staff.cookie },
    });
    expect(board.statusCode, board.body).toBe(200);
    const list = staffOrdersResponseSchema.parse(board.json());
    const mine = list.orders.filter((o) => o.table?.tabId === first.tab._id);
    expect(mine.map((o) => o.table?.name)).toEqual(['Window 2', 'Window 2']);
    expect(mine.map((o) => o.fulfilment)).toEqual(['dine_in', 'dine_in']);
    expect(mine.find((o) => o._id === r1.round._id)?.customer.name).toBe('Asha');

    // The round's own path: placed → accepted → preparing → ready → served.
    for (const [from, status] of [
      ['placed', 'accepted'],
      ['accepted', 'preparing'],
      ['preparing', 'ready'],
      ['ready', 'served'],
    ] as const) {
      const moved = await asStaff('PATCH', `/staff/orders/${r1.round._id}/status`, {
        status,
        from,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const seen = guestTabResponseSchema.parse((await asha.call('GET', '/tab')).json());
    expect(seen.tab.rounds.find((r) => r._id === r1.round._id)?.status).toBe('served');
    // A retry of the same round (same key) is the same round, not a second one.
    const key = newKey();
    const sent = await ravi.round([large(1)], key);
    const again = await ravi.round([large(1)], key);
    expect(again.statusCode).toBe(200);
    expect(roundResponseSchema.parse(again.json()).round._id).toBe(
      roundResponseSchema.parse(sent.json()).round._id,
    );
  });

  it('calls reach the board; the tab is marked paid (audited), closed, and takes no more', async () => {
    const table = await addTable('Table 3');
    const g = guest(table.token);
    const { tab } = await g.join('Meera');
    await g.round([large(1)]);
    const staffCall = await g.call('POST', '/calls', { kind: 'staff' });
    expect(staffCall.statusCode, staffCall.body).toBe(201);
    const bill = tableCallResponseSchema.parse(
      (await g.call('POST', '/calls', { kind: 'bill' })).json(),
    );
    expect(bill.tab.status).toBe('bill_asked');
    const calls = tableCallsResponseSchema.parse(
      (await asStaff('GET', '/staff/table-calls')).json(),
    );
    const here = calls.calls.filter((c) => c.tabId === tab._id);
    expect(here.map((c) => [c.kind, c.tableName, c.guestName])).toEqual([
      ['staff', 'Table 3', 'Meera'],
      ['bill', 'Table 3', 'Meera'],
    ]);
    const ack = await asStaff('POST', `/staff/table-calls/${here[0]!._id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    const left = tableCallsResponseSchema.parse(
      (await asStaff('GET', '/staff/table-calls')).json(),
    );
    expect(left.calls.filter((c) => c.tabId === tab._id).map((c) => c.kind)).toEqual(['bill']);

    // Closing before the money is in is refused.
    const early = await asStaff('POST', `/staff/tabs/${tab._id}/close`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: dineInTexts.closeUnpaid });
    const bad = await asStaff('POST', `/staff/tabs/${tab._id}/paid`, { method: 'cheque' });
    expect(bad.statusCode).toBe(400);
    const paid = await asStaff('POST', `/staff/tabs/${tab._id}/paid`, { method: 'upi' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(staffTabResponseSchema.parse(paid.json()).tab).toMatchObject({
      status: 'paid',
      paid: 299,
      balance: 0,
      paidMethod: 'upi',
    });
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, tab._id));
    expect(entry).toMatchObject({ action: 'dine_in_tab.paid', actorUserId: staff.userId });
    expect(entry!.after).toMatchObject({ amount: 299, method: 'upi', status: 'paid' });

    const before = await countRows();
    const onPaid = await g.round([large(1)]);
    expect(onPaid.statusCode).toBe(409);
    expect(onPaid.json()).toMatchObject({ message: dineInTexts.tabPaid });
    const closed = await asStaff('POST', `/staff/tabs/${tab._id}/close`);
    expect(staffTabResponseSchema.parse(closed.json()).tab.status).toBe('closed');
    const view = guestTabResponseSchema.parse((await g.call('GET', '/tab')).json());
    expect(view.tab.status).toBe('closed');
    const onClosed = await g.round([large(1)]);
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json()).toMatchObject({ message: dineInTexts.tabClosed });
    const callClosed = await g.call('POST', '/calls', { kind: 'staff' });
    expect(callClosed.statusCode).toBe(409);
    expect(await countRows()).toEqual(before);
    // The next guests at the table start a new tab.
    const next = await guest(table.token).join('Kiran');
    expect(next.tab._id).not.toBe(tab._id);
  });

  it('refuses another table’s tab, unknown and replaced codes, strangers and bad input, changing nothing', async () => {
    const a = await addTable('Table A');
    const b = await addTable('Table B');
    const atA = guest(a.token);
    await atA.join('Asha');
    await atA.round([large(1)]);
    const atB = guest(b.token);
    await atB.join('Bala');
    const before = await countRows();

    // A's cookie through B's code: B's tab stays unread, and nothing is added to either.
    const crossed = guest(b.token);
    crossed.cookie = atA.cookie;
    for (const res of [
      await crossed.call('GET', '/tab'),
      await crossed.round([large(1)]),
      await crossed.call('POST', '/calls', { kind: 'bill' }),
      await crossed.call('POST', '/tab/pay'),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ message: dineInTexts.otherTable });
    }
    const landing = guestTableResponseSchema.parse((await crossed.call('GET', '')).json());
    expect(landing).toMatchObject({ tab: null, you: null });
    // Without a provider configured the tab is paid to staff; an empty tab has nothing to pay.
    const empty = await atB.call('POST', '/tab/pay');
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ message: dineInTexts.nothingToPay });
    const offline = await atA.call('POST', '/tab/pay');
    expect(offline.statusCode).toBe(409);
    expect(offline.json()).toMatchObject({ message: dineInTexts.onlineUnavailable });
    expect(guestTableResponseSchema.parse((await atA.call('GET', '')).json()).onlinePayment).toBe(
      false,
    );

    // No cookie, or a made-up one: not a guest.
    const stranger = guest(a.token);
    expect((await stranger.call('GET', '/tab')).statusCode).toBe(401);
    stranger.cookie = `${TABLE_GUEST_COOKIE}=${atA.cookie.split('=')[1]!.split('.')[0]}.forged`;
    const forged = await stranger.round([large(1)]);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ message: dineInTexts.notJoined });

    // Unknown and malformed codes.
    const unknown = await guest('A'.repeat(32)).call('GET', '');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: dineInTexts.unknownTable });
    expect((await guest('short').call('GET', '')).statusCode).toBe(400);

    // Bad input: a client price, no lines, a quantity of 0, a size not sold, a dish not on the menu.
    for (const lines of [
      [{ ...large(1), price: 1 }],
      [],
      [large(0)],
      [{ foodId: food.id, size: 'Huge', quantity: 1 }],
      [{ foodId: 'no-such-food', size: 'Large', quantity: 1 }],
    ]) {
      const res = await atA.round(lines);
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const noKey = await atA.call('POST', '/rounds', { lines: [large(1)] });
    expect(noKey.statusCode).toBe(400);
    expect((await atA.call('POST', '/calls', { kind: 'dance' })).statusCode).toBe(400);
    expect((await guest(a.token).call('POST', '/join', { name: '' })).statusCode).toBe(400);
    expect(await countRows()).toEqual(before);

    // A new code for A: the old one opens nothing, and its guests are refused with it.
    const renewed = await asStaff('POST', `/staff/tables/${a._id}/token`);
    expect(renewed.statusCode).toBe(200);
    const old = await atA.round([large(1)]);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ message: dineInTexts.unknownTable });
    expect(await countRows()).toEqual(before);
    // Checkout never takes a dine-in order.
    const customer = await signInAs(t.app);
    const quote = await injectAs(t.app, customer, 'POST', `${API}/orders/quote`, {
      fulfilment: 'dine_in',
    });
    expect(quote.statusCode).toBe(400);
  });

  it('opens one tab when the first guests join at once', async () => {
    const table = await addTable('Family 6');
    const joined = await Promise.all(
      ['Anu', 'Bala', 'Chitra', 'Dev', 'Ezhil'].map((name) => guest(table.token).join(name)),
    );
    expect(new Set(joined.map((j) => j.tab._id)).size).toBe(1);
    const read = staffTabResponseSchema.parse(
      (await asStaff('GET', `/staff/tabs/${joined[0]!.tab._id}`)).json(),
    );
    expect(read.tab.guests).toHaveLength(5);
  });

  it('staff move a tab to a free table and merge two tabs', async () => {
    const one = await addTable('Booth 1');
    const two = await addTable('Booth 2');
    const three = await addTable('Booth 3');
    const g1 = guest(one.token);
    const { tab: tab1 } = await g1.join('Dev');
    await g1.round([large(1)]);
    const g2 = guest(two.token);
    const { tab: tab2 } = await g2.join('Esha');
    await g2.round([large(2)]);

    const busy = await asStaff('POST', `/staff/tabs/${tab1._id}/move`, { tableId: two._id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: dineInTexts.tableBusy });
    const moved = await asStaff('POST', `/staff/tabs/${tab1._id}/move`, { tableId: three._id });
    expect(staffTabResponseSchema.parse(moved.json()).tab).toMatchObject({
      tableId: three._id,
      tableName: 'Booth 3',
    });
    // The guest now reaches the tab through Booth 3's code, not Booth 1's.
    expect((await g1.call('GET', '/tab')).statusCode).toBe(403);
    const there = guest(three.token);
    there.cookie = g1.cookie;
    expect((await there.call('GET', '/tab')).statusCode).toBe(200);

    const self = await asStaff('POST', `/staff/tabs/${tab1._id}/merge`, { fromTabId: tab1._id });
    expect(self.statusCode).toBe(409);
    const merged = await asStaff('POST', `/staff/tabs/${tab1._id}/merge`, { fromTabId: tab2._id });
    expect(merged.statusCode, merged.body).toBe(200);
    const tab = staffTabResponseSchema.parse(merged.json()).tab;
    expect(tab.total).toBe(897);
    expect(tab.guests.map((g) => g.name)).toEqual(['Dev', 'Esha']);
    const gone = staffTabResponseSchema.parse(
      (await asStaff('GET', `/staff/tabs/${tab2._id}`)).json(),
    );
    expect(gone.tab).toMatchObject({ status: 'closed', mergedInto: tab1._id });
    // Esha's round is on the merged tab, read through Booth 3's code; Booth 2 is free again.
    const esha = guest(three.token);
    esha.cookie = g2.cookie;
    const read = guestTabResponseSchema.parse((await esha.call('GET', '/tab')).json());
    expect(read.tab._id).toBe(tab1._id);
    expect((await guest(two.token).join('Farah')).tab._id).not.toBe(tab2._id);
  });

  it('the dashboard splits the day by channel', async () => {
    const res = await asStaff('GET', '/staff/dashboard');
    expect(res.statusCode).toBe(200);
    const { today } = res.json() as {
      today: { revenue: number; byChannel: { channel: string; revenue: number; orders: number }[] };
    };
    expect(today.byChannel.map((c) => c.channel)).toEqual(['delivery', 'pickup', 'dine_in']);
    const dineIn = today.byChannel.find((c) => c.channel === 'dine_in')!;
    expect(dineIn.orders).toBeGreaterThan(0);
    const sum = today.byChannel.reduce((s, c) => s + Math.round(c.revenue * 100), 0);
    expect(sum).toBe(Math.round(today.revenue * 100));
    // The orders CSV names the channel and the table of each round (admins only).
    const admin = await signInAs(t.app, { role: 'admin' });
    const day = (res.json() as { date: string }).date;
    const csv = await injectAs(
      t.app,
      admin,
      'GET',
      `${API}/staff/orders/export.csv?from=${day}&to=${day}`,
    );
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n');
    expect(rows[0]!.endsWith(',Table')).toBe(true);
    const rounds = rows.filter((r) => r.includes(',Dine-in,'));
    // No round was cancelled or rejected here: every one is in the day's figures.
    expect(rounds).toHaveLength(dineIn.orders);
    expect(rounds.filter((r) => /,"?Window 2"?$/.test(r))).toHaveLength(3);
    // Guests are no customer accounts: the admins' customer list leaves them out.
    const list = await injectAs(t.app, admin, 'GET', `${API}/staff/customers?search=Asha`);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { customers: unknown[] }).customers).toEqual([]);
  });
});
