import { orderResponseSchema, type OrderStatus } from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { verifiedCustomer } from '#test/order-mail-fixtures';
import {
  addToCart,
  createAddress,
  createCoupon,
  kitchenWithFood,
  ordersClient,
  placePickupOrder,
  setRestaurant,
} from '#test/order-fixtures';
import { failOn } from '#test/injected-failure';
import { mailsTo, readOutbox } from '#test/outbox';
import { signInAs } from '#test/sign-in';
import { buildTestApp, TEST_PUBLIC_URL, useTestApp } from '#test/test-app';

/** The kitchen's clock in Kolkata (the tests' own zone is Los Angeles), e.g. "18:30". */
const kolkataClock = (at: string | Date) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));

describe('order mails: a receipt when placed, a mail at each change the customer cares about', () => {
  const t = useTestApp({ seed: false });
  let food: Awaited<ReturnType<typeof createFood>>;
  let staff: ReturnType<typeof ordersClient>;
  beforeAll(async () => {
    const kitchen = await kitchenWithFood(t.app, 'Veg Biryani');
    food = kitchen.food;
    staff = ordersClient(t.app, kitchen.staff.cookie);
  });

  const placePickup = (customer: { cookie: string }) =>
    placePickupOrder(t.app, customer.cookie, food.id);
  const move = async (id: string, status: OrderStatus, reason?: string) => {
    const res = await staff.setStatus(id, reason ? { status, reason } : { status });
    expect(res.statusCode, res.body).toBe(200);
  };
  const subjectsTo = (email: string) => mailsTo(t.outboxDir, email).map((m) => m.subject);

  it('mails a receipt with lines, amounts, payment, address, due time and the restaurant, in Kolkata time', async () => {
    const me = await verifiedCustomer(t.app);
    await addToCart(t.app, me.cookie, food.id, 'Large', 2);
    await addToCart(t.app, me.cookie, food.id, 'Regular', 1);
    const coupon = await createCoupon(t.app);
    const res = await ordersClient(t.app, me.cookie).place({
      fulfilment: 'delivery',
      addressId: await createAddress(t.app, me.userId),
      couponCode: coupon.code,
      paymentMethod: 'cash_on_delivery',
      // ₹598 + ₹249.50 = ₹847.50, 10% off = ₹762.75, + ₹40 delivery = ₹802.75, cash-rounded ₹803.
      confirmedTotal: 803,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderResponseSchema.parse(res.json()).order;

    await expect.poll(() => mailsTo(t.outboxDir, me.email).length).toBe(1);
    const [mail] = mailsTo(t.outboxDir, me.email);
    expect(mail!.subject).toBe(`Your receipt for order ${order.number}`);
    const { text, html } = { text: mail!.text, html: mail!.html! };
    expect(text).toContain(`2 × Veg Biryani (Large)  ₹598`);
    expect(text).toContain(`1 × Veg Biryani (Regular)  ₹249.50`);
    expect(text).toContain('Subtotal: ₹847.50');
    expect(text).toContain(`Discount (${coupon.code}): −₹84.75`);
    expect(text).toContain('Delivery fee: ₹40');
    expect(text).toMatch(/Tax \(included\): ₹\d/);
    expect(text).toContain('Rounding: +₹0.25');
    expect(text).toContain('Total: ₹803');
    expect(text).toContain('Payment: Cash on delivery');
    expect(text).toContain('Delivery to: Asha Rao, 4 Lake View Road, Bengaluru 560001');
    // Times on the kitchen's clock, not the server's (Los Angeles in tests).
    expect(text).toMatch(new RegExp(`Placed: .*${kolkataClock(order.createdAt)}`));
    expect(text).toMatch(new RegExp(`Due: .*${kolkataClock(order.estimatedAt!)}`));
    expect(text).toContain('12 MG Road, Bengaluru');
    expect(text).toContain('Phone: +91 80 1234 5678');
    expect(text).toContain(`${TEST_PUBLIC_URL}/order-confirmation?id=${order._id}`);

    // The HTML: a language, real headings, a table with header cells, no images.
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toMatch(/<h1[^>]*>Thank you: we have your order /);
    expect(html).toContain('<th scope="col"');
    expect(html).toMatch(/<th scope="row"[^>]*>Total<\/th>/);
    expect(html).toContain('name="viewport"');
    expect(html).not.toContain('<img');
    expect(html).toContain('Asha Rao, 4 Lake View Road');
  });

  it('mails each change a pickup customer cares about, with the reason of a rejection', async () => {
    const me = await verifiedCustomer(t.app);
    const order = await placePickup(me);
    await move(order._id, 'accepted');
    await move(order._id, 'preparing');
    await move(order._id, 'ready');
    await move(order._id, 'picked_up');
    const n = order.number;
    await expect
      .poll(() => subjectsTo(me.email))
      .toEqual([
        `Your receipt for order ${n}`,
        `Order ${n} is accepted`,
        `Order ${n} is ready for pickup`,
        `Order ${n} is picked up`,
      ]);
    const accepted = mailsTo(t.outboxDir, me.email)[1]!;
    expect(accepted.text).toMatch(
      new RegExp(`ready for pickup at .*${kolkataClock(order.estimatedAt!)}`),
    );
    expect(accepted.text).toContain(`${TEST_PUBLIC_URL}/accounts`);
    expect(accepted.links.some((l) => l.endsWith('#rate'))).toBe(false);
    // The handover's mail asks for a rating (decision 0086).
    const collected = mailsTo(t.outboxDir, me.email)[3]!;
    expect(collected.text).toContain(
      `Rate your order: ${TEST_PUBLIC_URL}/order-confirmation?id=${order._id}#rate`,
    );

    const rejected = await placePickup(me);
    await move(rejected._id, 'rejected', 'We ran out of biryani rice');
    await expect
      .poll(() => subjectsTo(me.email).at(-1))
      .toBe(`We could not take order ${rejected.number}`);
    expect(mailsTo(t.outboxDir, me.email).at(-1)!.text).toContain(
      'The reason given: We ran out of biryani rice',
    );
  });

  it('sends only the receipt to a customer who turned status mails off; nothing without a proven email', async () => {
    const quiet = await verifiedCustomer(t.app, { orderStatusMails: false });
    const order = await placePickup(quiet);
    await move(order._id, 'accepted');
    const unproven = await signInAs(t.app);
    const other = await placePickup(unproven);
    await move(other._id, 'accepted');
    await t.app.mailQueue.settle();
    expect(subjectsTo(quiet.email)).toEqual([`Your receipt for order ${order.number}`]);
    const jobs = await t.db.select().from(mailJobs).where(eq(mailJobs.orderId, other._id));
    expect(jobs).toEqual([]);
  });

  it('queues nothing for an order whose transaction rolls back', async () => {
    const me = await verifiedCustomer(t.app);
    await addToCart(t.app, me.cookie, food.id, 'Large', 1);
    const jobCount = async () => (await t.db.select({ n: count() }).from(mailJobs))[0]!.n;
    const jobsBefore = await jobCount();
    // The order's last write (emptying the cart) fails after its history row and mail job.
    const drop = await failOn(t.db, {
      name: 'fail_mail_cart',
      table: 'cart_items',
      event: 'delete',
    });
    try {
      const res = await ordersClient(t.app, me.cookie).place({
        fulfilment: 'pickup',
        paymentMethod: 'pay_at_pickup',
        confirmedTotal: 299,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await drop();
    }
    await t.app.mailQueue.settle();
    expect(mailsTo(t.outboxDir, me.email)).toEqual([]);
    expect(await jobCount()).toBe(jobsBefore);
  });
});

describe('order mails on shutdown', () => {
  it('sends what is queued before the app closes (decision 0056 drain)', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'nt-drain-'));
    const t = await buildTestApp({ seed: false, env: { MAIL_OUTBOX_DIR: outbox } });
    try {
      await setRestaurant(t.app);
      const food = await createFood(t.app);
      const me = await verifiedCustomer(t.app);
      const order = await placePickupOrder(t.app, me.cookie, food.id);
      await t.app.mailQueue.settle();
      // A job queued behind the worker's back (as another instance's request would): no wake-up,
      // and closing comes long before its next look.
      await t.db.insert(mailJobs).values({
        orderId: order._id,
        status: 'cancelled',
        reason: 'Closing early today',
        dedupeKey: `${order._id}:cancelled`,
        runAt: new Date(),
      });
    } finally {
      await t.close();
    }
    const subjects = readOutbox(outbox).map((m) => m.subject);
    rmSync(outbox, { recursive: true, force: true });
    expect(subjects).toEqual([
      expect.stringMatching(/^Your receipt/),
      expect.stringMatching(/is cancelled$/),
    ]);
  });
});
