import {
  ErrorCode,
  kitchenControlsSchema,
  quoteResponseSchema,
  type RestaurantResponse,
} from '@ninetonine/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, restaurantSettings } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { customerWithCart, setRestaurant } from '#test/order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';

const KITCHEN = '/api/v1/staff/kitchen';
const MINUTE = 60_000;

/** Decision 0081: busy mode and a timed pause, from the board, ending at stored instants. */
describe('kitchen controls: busy mode and a timed pause', () => {
  const t = useTestApp({ seed: false });
  let food: Awaited<ReturnType<typeof createFood>>;
  let staff: SignedIn;
  beforeAll(async () => {
    food = await createFood(t.app, { name: 'Busy Biryani' });
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
  });
  // Open all day, 20 min to cook, 30 to deliver, no controls on.
  beforeEach(() => setRestaurant(t.app));

  const restaurant = async () =>
    (await t.app.inject({ url: '/api/v1/restaurant' })).json<RestaurantResponse>();
  const kitchen = (method: 'GET' | 'PUT' | 'DELETE', path = '', body?: object, who = staff) =>
    injectAs(t.app, who, method, `${KITCHEN}${path}`, body);
  const entries = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityType, 'settings')))
      .orderBy(asc(auditLog.at));
  /** Moves a control's end into the past, as the clock passing it would. */
  const endedAlready = (column: 'busyUntil' | 'pausedUntil') =>
    t.db
      .update(restaurantSettings)
      .set({ [column]: new Date(Date.now() - MINUTE) })
      .where(eq(restaurantSettings.id, 'main'));

  async function estimateOf(c: Awaited<ReturnType<typeof customerWithCart>>) {
    const res = await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId });
    expect(res.statusCode, res.body).toBe(200);
    return quoteResponseSchema.parse(res.json()).quote;
  }

  it('busy mode adds its minutes to the estimate and the slots, is shown, and staff end it early', async () => {
    const c = await customerWithCart(t.app, food.id);
    const calm = await estimateOf(c);

    const on = await kitchen('PUT', '/busy', { forMinutes: 30, extraMinutes: 20 });
    expect(on.statusCode, on.body).toBe(200);
    const controls = kitchenControlsSchema.parse(on.json());
    expect(controls).toMatchObject({ busy: { extraMinutes: 20 }, pause: null });
    const until = new Date(controls.busy!.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(29 * MINUTE);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * MINUTE);
    expect((await restaurant()).status.controls.busy).toEqual(controls.busy);

    const busy = await estimateOf(c);
    expect(busy.busyMinutes).toBe(20);
    const later = new Date(busy.estimatedAt!).getTime() - new Date(calm.estimatedAt!).getTime();
    // 20 minutes more, give or take the seconds between the two quotes.
    expect(later).toBeGreaterThanOrEqual(20 * MINUTE);
    expect(later).toBeLessThan(21 * MINUTE);
    // Every slot starts after the longer lead time too.
    const earliest = Date.now() + (20 + 30 + 20) * MINUTE - 5_000;
    expect(new Date(busy.slots[0]!.start).getTime()).toBeGreaterThanOrEqual(earliest);

    const off = await kitchen('DELETE', '/busy');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ busy: null, pause: null });
    expect((await restaurant()).status.controls.busy).toBeNull();
    const after = await estimateOf(c);
    const back = new Date(after.estimatedAt!).getTime() - new Date(calm.estimatedAt!).getTime();
    expect(back).toBeLessThan(MINUTE);

    const [started] = await entries('kitchen.busy_start');
    expect(started).toMatchObject({ actorUserId: staff.userId, entityId: 'main' });
    expect(started!.after).toMatchObject({ busy: { extraMinutes: 20 } });
    const [ended] = await entries('kitchen.busy_end');
    expect(ended).toMatchObject({ actorUserId: staff.userId, after: { busy: null } });
  });

  it('busy mode ends by itself at its stored end time: no job, the next read knows', async () => {
    const c = await customerWithCart(t.app, food.id);
    const calm = await estimateOf(c);
    expect((await kitchen('PUT', '/busy', { forMinutes: 15, extraMinutes: 30 })).statusCode).toBe(
      200,
    );
    await endedAlready('busyUntil');
    expect((await restaurant()).status.controls.busy).toBeNull();
    expect((await kitchen('GET')).json()).toEqual({ busy: null, pause: null });
    const after = await estimateOf(c);
    const diff = new Date(after.estimatedAt!).getTime() - new Date(calm.estimatedAt!).getTime();
    expect(diff).toBeLessThan(MINUTE);
  });

  it('a pause refuses checkout with its reason and resume time, then ends by itself', async () => {
    const c = await customerWithCart(t.app, food.id);
    const on = await kitchen('PUT', '/pause', { forMinutes: 15, reason: 'Gas cylinder change' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ busy: null, pause: { reason: 'Gas cylinder change' } });
    const status = (await restaurant()).status;
    expect(status.fulfilment).toEqual([]);
    expect(status.controls.pause).toMatchObject({ reason: 'Gas cylinder change' });

    const quote = await estimateOf(c);
    expect(quote.problems[0]).toMatchObject({ code: 'not_accepting' });
    expect(quote.problems[0]!.message).toMatch(
      /^Not taking orders right now: Gas cylinder change\. Ordering resumes at \d{1,2}:\d{2}/,
    );
    const refused = await c.api.place({
      fulfilment: 'delivery',
      addressId: c.addressId,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: quote.total,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.CheckoutProblem,
      message: expect.stringContaining('Gas cylinder change'),
    });

    await endedAlready('pausedUntil');
    expect((await restaurant()).status).toMatchObject({
      fulfilment: ['delivery', 'pickup'],
      controls: { pause: null },
    });
    const placed = await c.api.place({
      fulfilment: 'delivery',
      addressId: c.addressId,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: (await estimateOf(c)).total,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await entries('kitchen.pause')).toHaveLength(1);
  });

  it('staff take orders again early; the resume is audited', async () => {
    await kitchen('PUT', '/pause', { forMinutes: 60, reason: 'Short of hands' });
    const res = await kitchen('DELETE', '/pause');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ busy: null, pause: null });
    expect((await restaurant()).status.fulfilment).toEqual(['delivery', 'pickup']);
    const resumed = await entries('kitchen.resume');
    expect(resumed.at(-1)).toMatchObject({
      actorUserId: staff.userId,
      before: { pause: { reason: 'Short of hands' } },
      after: { pause: null },
    });
  });

  it('refuses other durations, blank or hidden-character reasons and customers, changing nothing', async () => {
    const customer = await signInAs(t.app);
    const bad: [string, object][] = [
      ['/busy', { forMinutes: 17, extraMinutes: 20 }],
      ['/busy', { forMinutes: 30, extraMinutes: 500 }],
      ['/busy', { forMinutes: '30', extraMinutes: 20 }],
      ['/pause', { forMinutes: 15, reason: '  ' }],
      ['/pause', { forMinutes: 15, reason: 'Back soon\u202e' }],
      ['/pause', { forMinutes: 15, reason: 'x'.repeat(121) }],
      ['/pause', { forMinutes: 15, reason: 'Fine', extra: true }],
    ];
    for (const [path, body] of bad) {
      const res = await kitchen('PUT', path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const asCustomer = await kitchen(
      'PUT',
      '/busy',
      { forMinutes: 30, extraMinutes: 20 },
      customer,
    );
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await injectAs(t.app, null, 'PUT', `${KITCHEN}/pause`, {
      forMinutes: 15,
      reason: 'Closed',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await restaurant()).status.controls).toEqual({ busy: null, pause: null });
  });
});
