import { API_BASE_PATH, staffSettingsResponseSchema } from '@ninetonine/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orders, orderStatusHistory } from '../../db/schema/index';
import { addToCart, createAddress, ordersClient, setRestaurant } from '#test/order-fixtures';
import {
  deliver,
  followReturn,
  placeCashOrder,
  placeOnline,
  usePaymentsApp,
} from '#test/payment-fixtures';
import { injectAs, signInAs } from '#test/sign-in';

/**
 * Decision 0081: with auto-accept on for a fulfilment, a new order (cash at once, online once
 * paid) is accepted by the order lifecycle itself, as "auto-accept" in the history and audit.
 */
describe('auto-accept, per fulfilment', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const db = () => ctx.t.db;
  beforeEach(() => setRestaurant(app()));

  async function trace(orderId: string) {
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const history = await db()
      .select({ status: orderStatusHistory.status, reason: orderStatusHistory.reason })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    const audit = await db()
      .select({ action: auditLog.action, label: auditLog.actorLabel, user: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.entityType, 'order')))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    return { status: order!.status, history, audit };
  }

  const turnOn = async (autoAccept: { delivery: boolean; pickup: boolean }) => {
    const admin = await signInAs(app(), { role: 'admin' });
    const res = await injectAs(app(), admin, 'PATCH', `${API_BASE_PATH}/staff/settings`, {
      autoAccept,
    });
    expect(res.statusCode, res.body).toBe(200);
    return staffSettingsResponseSchema.parse(res.json()).settings.autoAccept;
  };

  it('accepts a cash pickup order at once when pickup is on, and leaves delivery to the kitchen', async () => {
    expect(await turnOn({ delivery: false, pickup: true })).toEqual({
      delivery: false,
      pickup: true,
    });
    const pickup = await placeCashOrder(app(), ctx.foodId);
    // The customer's answer already says accepted.
    expect(pickup.order.status).toBe('accepted');
    expect(await trace(pickup.order._id)).toEqual({
      status: 'accepted',
      history: [
        { status: 'placed', reason: null },
        { status: 'accepted', reason: 'auto-accept' },
      ],
      audit: [{ action: 'order.auto_accept', label: 'auto-accept', user: null }],
    });

    const me = await signInAs(app());
    await addToCart(app(), me.cookie, ctx.foodId, 'Regular', 1);
    const addressId = await createAddress(app(), me.userId);
    const api = ordersClient(app(), me.cookie);
    const quote = (await api.quote({ fulfilment: 'delivery', addressId })).json().quote;
    const res = await api.place({
      fulfilment: 'delivery',
      addressId,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: quote.total,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await trace(res.json().order._id)).status).toBe('placed');
  });

  it('accepts an online order only once it is paid, never while awaiting payment', async () => {
    await turnOn({ delivery: true, pickup: true });
    const paid = await placeOnline(app(), ctx.foodId);
    expect((await trace(paid.order._id)).status).toBe('awaiting_payment');
    const control = ctx.standIn.control;
    const payment = control.pay(control.linkFor(paid.order._id)!.id);
    await followReturn(app(), payment.returnUrl);
    for (const hook of control.webhooks.take()) {
      expect((await deliver(app(), hook)).statusCode).toBe(200);
    }
    expect(await trace(paid.order._id)).toMatchObject({
      status: 'accepted',
      history: [
        { status: 'awaiting_payment' },
        { status: 'placed' },
        { status: 'accepted', reason: 'auto-accept' },
      ],
    });
    // Both entries are written in the payment's transaction (one instant): order-free.
    const { audit } = await trace(paid.order._id);
    expect(audit.map((a) => a.action).sort()).toEqual(['order.auto_accept', 'payment.paid']);
    expect(audit.find((a) => a.action === 'order.auto_accept')).toEqual({
      action: 'order.auto_accept',
      label: 'auto-accept',
      user: null,
    });
  });

  it('is off by default: orders wait for a tap on the board', async () => {
    const cash = await placeCashOrder(app(), ctx.foodId);
    expect(cash.order.status).toBe('placed');
    expect((await trace(cash.order._id)).audit).toEqual([]);
  });

  it('only admins switch it, and only with both fulfilments named', async () => {
    const staff = await signInAs(app(), { role: 'staff' });
    const url = `${API_BASE_PATH}/staff/settings`;
    const byStaff = await injectAs(app(), staff, 'PATCH', url, {
      autoAccept: { delivery: true, pickup: true },
    });
    expect(byStaff.statusCode).toBe(403);
    const admin = await signInAs(app(), { role: 'admin' });
    for (const autoAccept of [{ pickup: true }, { delivery: 'yes', pickup: true }, true]) {
      const res = await injectAs(app(), admin, 'PATCH', url, { autoAccept });
      expect(res.statusCode, JSON.stringify(autoAccept)).toBe(400);
    }
    const cash = await placeCashOrder(app(), ctx.foodId);
    expect(cash.order.status).toBe('placed');
  });
});
