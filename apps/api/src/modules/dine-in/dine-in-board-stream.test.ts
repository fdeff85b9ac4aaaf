import {
  API_BASE_PATH,
  guestTabResponseSchema,
  roundResponseSchema,
  staffTableResponseSchema,
  TAB_EVENT,
  TABLE_CALL_EVENT,
  TABLE_GUEST_COOKIE,
  tabEventSchema,
  tableCallSchema,
} from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { newKey, readStreamUntil } from '#test/order-fixtures';
import { injectAs, signInAs } from '#test/sign-in';
import { openStream, statusEvents, useStreamingApp } from '#test/stream-fixtures';
import { csrfHeaders } from '#test/test-app';

const API = API_BASE_PATH;

/** The data of every `event` of that name in a text/event-stream so far. */
function named(text: string, event: string): unknown[] {
  return text
    .split('\n\n')
    .filter((block) => block.split('\n').includes(`event: ${event}`))
    .map((block) =>
      JSON.parse(
        block
          .split('\n')
          .find((l) => l.startsWith('data: '))!
          .slice(6),
      ),
    );
}

describe('dine-in on the board’s live stream (over HTTP)', () => {
  const t = useStreamingApp({ seed: false });

  it('brings a round with its table, a call and the bill asked to the board at once', async () => {
    const staff = await signInAs(t.app, { role: 'staff' });
    const made = await injectAs(t.app, staff, 'POST', `${API}/staff/tables`, {
      name: 'Patio 5',
      seats: 2,
    });
    const { table } = staffTableResponseSchema.parse(made.json());
    const token = new URL(table.link).pathname.split('/').pop()!;
    const reader = await openStream(`${t.base}${API}/staff/orders/events`, t.staffCookie);
    let text = await readStreamUntil(reader, (s) => s.includes('retry:'));

    const join = await t.app.inject({
      method: 'POST',
      url: `${API}/table/${token}/join`,
      headers: csrfHeaders,
      payload: { name: 'Nila' },
    });
    const { tab } = guestTabResponseSchema.parse(join.json());
    const set = join.cookies.find((c) => c.name === TABLE_GUEST_COOKIE)!;
    const headers = { ...csrfHeaders, cookie: `${set.name}=${set.value}` };
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/table/${token}/rounds`,
      headers: { ...headers, 'idempotency-key': newKey() },
      payload: { lines: [{ foodId: t.foodId, size: 'Regular', quantity: 1 }] },
    });
    const { round } = roundResponseSchema.parse(sent.json());
    text = await readStreamUntil(
      reader,
      (s) => statusEvents(s).some((e) => e.orderId === round._id),
      text,
    );
    for (const kind of ['staff', 'bill']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/table/${token}/calls`,
        headers,
        payload: { kind },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    text = await readStreamUntil(
      reader,
      (s) => named(s, TABLE_CALL_EVENT).length >= 2 && named(s, TAB_EVENT).length >= 1,
      text,
    );
    await reader.cancel();

    const calls = named(text, TABLE_CALL_EVENT).map((c) => tableCallSchema.parse(c));
    expect(calls.map((c) => [c.kind, c.tableName, c.guestName, c.tabId])).toEqual([
      ['staff', 'Patio 5', 'Nila', tab._id],
      ['bill', 'Patio 5', 'Nila', tab._id],
    ]);
    expect(tabEventSchema.parse(named(text, TAB_EVENT)[0])).toMatchObject({
      tabId: tab._id,
      tableName: 'Patio 5',
      status: 'bill_asked',
    });
    // The round's card reads its table from the board's answer.
    const board = await injectAs(t.app, staff, 'GET', `${API}/staff/orders/${round._id}`);
    expect(board.json()).toMatchObject({ order: { table: { name: 'Patio 5', tabId: tab._id } } });
  });
});
