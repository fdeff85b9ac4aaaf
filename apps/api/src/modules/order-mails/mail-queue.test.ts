import { API_BASE_PATH, staffOrderResponseSchema } from '@ninetonine/contract';
import { eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../db/schema/index';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { createOrdersRepository } from '../orders/orders.repository';
import { createRestaurantRepository } from '../restaurant/restaurant.repository';
import { createFood } from '#test/cart-fixtures';
import { verifiedCustomer } from '#test/order-mail-fixtures';
import { placePickupOrder, setRestaurant } from '#test/order-fixtures';
import { readOutbox } from '#test/outbox';
import { startSmtpStandIn } from '#test/smtp-stand-in';
import { signInAs } from '#test/sign-in';
import { buildTestApp, type TestApp } from '#test/test-app';
import { createMailQueue } from '../mail/mail-queue';
import { JOB_RETRY, retryDelayMs } from '../../jobs/job-retry';
import { createOrderMailsModule } from './order-mails.module';

const HOUR = 60 * 60_000;

describe('the order mail queue: retries, gives up, and sends each mail once', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  let food: Awaited<ReturnType<typeof createFood>>;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await buildTestApp({
      seed: false,
      logLines,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'NineToNine <orders@example.test>' },
    });
    await setRestaurant(t.app);
    food = await createFood(t.app, { name: 'Masala Dosa' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function placeOrder() {
    const me = await verifiedCustomer(t.app);
    // The provider is failing: the order goes through regardless, at once.
    return { me, order: await placePickupOrder(t.app, me.cookie, food.id) };
  }
  /** What the kitchen's order details say of the order's mails. */
  async function staffSees(orderId: string) {
    const staff = await signInAs(t.app, { role: 'staff' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/staff/orders/${orderId}`,
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return staffOrderResponseSchema.parse(res.json()).order.mailProblems;
  }
  const jobOf = async (orderId: string) =>
    (await t.db.select().from(mailJobs).where(eq(mailJobs.orderId, orderId)))[0]!;

  it('retries a mail the SMTP server refused, after the back-off, and then sends it', async () => {
    smtp.state.failing = true;
    const { me, order } = await placeOrder();
    await t.app.mailQueue.settle();
    const failed = await jobOf(order._id);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/451/);
    // Not before its back-off: a pass now leaves it alone.
    expect(failed.runAt.getTime() - failed.createdAt.getTime()).toBeGreaterThanOrEqual(
      retryDelayMs(1),
    );
    expect(await staffSees(order._id)).toEqual([
      { status: 'placed', failed: false, attempts: 1, error: failed.lastError },
    ]);
    const refusedSoFar = smtp.state.refused;
    await t.app.mailQueue.settle();
    expect(smtp.state.refused).toBe(refusedSoFar);

    smtp.state.failing = false;
    await t.app.mailQueue.settle(new Date(failed.runAt.getTime() + 1));
    expect(await jobOf(order._id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(await staffSees(order._id)).toEqual([]);
    const mails = smtp.received.filter((m) => m.to.includes(me.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`Subject: Your receipt for order ${order.number}`);
    expect(mails[0]!.raw).toMatch(/Content-Type: text\/html/);
    expect(mails[0]!.raw).toMatch(/Content-Type: text\/plain/);
  });

  it('gives up after the last attempt: failed, with the error, and logged', async () => {
    smtp.state.failing = true;
    const { order } = await placeOrder();
    await t.app.mailQueue.settle();
    for (let attempt = 2; attempt <= JOB_RETRY.maxAttempts + 1; attempt++) {
      // Each pass far enough on for any back-off.
      await t.app.mailQueue.settle(new Date(Date.now() + attempt * 2 * HOUR));
    }
    smtp.state.failing = false;
    const job = await jobOf(order._id);
    expect(job).toMatchObject({ state: 'failed', attempts: JOB_RETRY.maxAttempts });
    expect(job.lastError).toMatch(/Mailbox service busy/);
    // The kitchen sees it on the order, so someone can call the customer instead.
    expect(await staffSees(order._id)).toEqual([
      { status: 'placed', failed: true, attempts: JOB_RETRY.maxAttempts, error: job.lastError },
    ]);
    expect(
      logLines.some(
        (l) => l.level === 50 && l.orderId === order._id && String(l.msg).includes('given up'),
      ),
    ).toBe(true);
  });

  it('sends each queued mail exactly once with several workers at the same time', async () => {
    smtp.state.failing = false;
    const orders = await Promise.all([1, 2, 3, 4].map(() => placeOrder()));
    await t.app.mailQueue.settle();
    // Jobs due later than the app's own clock-driven pass looks: only the passes below see them.
    const later = new Date(Date.now() + HOUR);
    const statuses = ['accepted', 'ready', 'picked_up'] as const;
    await t.db.insert(mailJobs).values(
      orders.flatMap(({ order }) =>
        statuses.map((status) => ({
          orderId: order._id,
          status,
          dedupeKey: `${order._id}:${status}`,
          runAt: later,
        })),
      ),
    );
    // Two more instances' workers on the same database, each with its own outbox.
    const dirs = [1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'nt-queue-')));
    const workers = dirs.map((dir) => {
      const queue = createMailQueue({
        db: t.db,
        mailer: createOutboxMailer({ dir, from: 'NineToNine <orders@example.test>' }),
        log: t.app.log,
      });
      createOrderMailsModule({
        db: t.db,
        queue,
        orders: createOrdersRepository(),
        restaurant: createRestaurantRepository(),
        publicUrl: 'http://storefront.test',
      });
      return queue.worker;
    });
    const at = new Date(later.getTime() + 1);
    await Promise.all([...workers.map((w) => w.settle(at)), t.app.mailQueue.settle(at)]);

    const ids = orders.map((o) => o.order._id);
    const jobs = await t.db.select().from(mailJobs).where(inArray(mailJobs.orderId, ids));
    expect(jobs).toHaveLength(ids.length * (statuses.length + 1));
    expect(jobs.every((j) => j.state === 'sent' && j.attempts === 1)).toBe(true);
    const subjects = [
      ...dirs.flatMap((dir) => readOutbox(dir)),
      ...smtp.received.map((m) => ({
        subject: /^Subject: (.*)$/m.exec(m.raw)![1]!,
        to: m.to[0]!,
      })),
    ]
      .filter((m) => orders.some((o) => o.me.email === m.to))
      .map((m) => `${m.to} ${m.subject}`);
    expect(subjects).toHaveLength(jobs.length);
    expect(new Set(subjects).size).toBe(jobs.length);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
});
