import {
  API_BASE_PATH,
  orderResponseSchema,
  toMinor,
  type WeeklyHours,
} from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, expect } from 'vitest';
import { addresses, offers, restaurantSettings } from '#src/db/schema/index';
import { cartClient, createFood } from './cart-fixtures';
import { signInAs } from './sign-in';
import { csrfHeaders, useTestApp } from './test-app';

/** Open all day, every day: tests must not depend on the hour they run at. */
export const ALWAYS_OPEN: WeeklyHours = Array.from({ length: 7 }, () => [
  { opens: '00:00', closes: '24:00' },
]);
export const NEVER_OPEN: WeeklyHours = Array.from({ length: 7 }, () => []);

type Settings = typeof restaurantSettings.$inferInsert;

/** Test-only: the restaurant's settings row (created or replaced), with test-friendly defaults. */
export async function setRestaurant(app: FastifyInstance, overrides: Partial<Settings> = {}) {
  const row: Settings = {
    id: 'main',
    name: 'NineToNine',
    timeZone: 'Asia/Kolkata',
    locale: 'en-IN',
    currency: 'INR',
    openingHours: ALWAYS_OPEN,
    specialHours: [],
    lastOrderMinutes: 0,
    preparationMinutes: 20,
    deliveryMinutes: 30,
    slotMinutes: 30,
    scheduleDaysAhead: 7,
    deliveryEnabled: true,
    pickupEnabled: true,
    deliveryFeeMinor: toMinor(40),
    freeDeliveryFromMinor: toMinor(1000),
    minimumDeliveryOrderMinor: toMinor(200),
    taxRateBasisPoints: 500,
    pricesIncludeTax: true,
    acceptingOrders: true,
    pickupAddress: '12 MG Road, Bengaluru',
    phone: '+91 80 1234 5678',
    paymentMethodsEnabled: ['cash_on_delivery', 'pay_at_pickup', 'online'],
    // No cash cap and no UPI id (decision 0090) unless a test sets them.
    cashOnDeliveryMaxMinor: null,
    upiId: '',
    // The kitchen controls (decision 0081) off, so one test's busy mode never leaks into the next.
    busyUntil: null,
    busyExtraMinutes: 0,
    pausedUntil: null,
    pauseReason: '',
    autoAcceptDelivery: false,
    autoAcceptPickup: false,
    // No GSTIN, so no tax invoices, unless a test gives one (decision 0082).
    legalName: '',
    gstin: '',
    fssaiLicence: '',
    registeredAddress: '',
    gstStateCode: '',
    invoicePrefix: 'NTN',
    ...overrides,
  };
  await app.db
    .insert(restaurantSettings)
    .values(row)
    .onConflictDoUpdate({ target: restaurantSettings.id, set: row });
}

/**
 * Test-only: where most order tests start: the restaurant set (setRestaurant), one food on the
 * menu (createFood's sizes and prices) and a staff member signed in to move the orders.
 */
export async function kitchenWithFood(app: FastifyInstance, foodName: string) {
  await setRestaurant(app);
  const food = await createFood(app, { name: foodName });
  const staff = await signInAs(app, { role: 'staff', name: 'Cook' });
  return { food, staff };
}

/** Test-only: a coupon (percent of 10 by default, no limits); returns its code and id. */
export async function createCoupon(
  app: FastifyInstance,
  overrides: Partial<typeof offers.$inferInsert> = {},
) {
  const code = overrides.code ?? `T${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await app.db
    .insert(offers)
    .values({
      title: `Coupon ${code}`,
      discountType: 'percent',
      discountValue: 10,
      ...overrides,
      code,
    })
    .returning({ id: offers.id });
  return { code, id: row!.id };
}

/** Test-only: a delivery address of `userId`. */
export async function createAddress(app: FastifyInstance, userId: string) {
  const [row] = await app.db
    .insert(addresses)
    .values({
      userId,
      label: 'Home',
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      line1: '4 Lake View Road',
      city: 'Bengaluru',
      postalCode: '560001',
      notes: 'Gate 2',
    })
    .returning({ id: addresses.id });
  return row!.id;
}

/** A fresh Idempotency-Key. */
export const newKey = () => `key-${randomUUID()}`;

/** Puts `quantity` of one size of a food in the caller's server cart (through the cart API). */
export async function addToCart(
  app: FastifyInstance,
  cookie: string,
  foodId: string,
  size: string,
  quantity = 1,
) {
  const res = await cartClient(app, cookie).add({ foodId, selectedVariant: { size }, quantity });
  if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.body}`);
}

const ORDERS = `${API_BASE_PATH}/orders`;

/** app.inject shorthand for the orders API as a signed-in (or anonymous) caller. */
export function ordersClient(app: FastifyInstance, cookie?: string) {
  const headers = { ...csrfHeaders, ...(cookie ? { cookie } : {}) };
  return {
    quote: (payload: unknown) =>
      app.inject({ method: 'POST', url: `${ORDERS}/quote`, headers, payload: payload as object }),
    place: (payload: unknown, key: string | null = newKey()) =>
      app.inject({
        method: 'POST',
        url: ORDERS,
        headers: key === null ? headers : { ...headers, 'idempotency-key': key },
        payload: payload as object,
      }),
    list: (page?: number | string) =>
      app.inject({
        method: 'GET',
        url: ORDERS,
        headers,
        ...(page === undefined ? {} : { query: { page: String(page) } }),
      }),
    get: (id: string) => app.inject({ method: 'GET', url: `${ORDERS}/${id}`, headers }),
    cancel: (id: string) => app.inject({ method: 'POST', url: `${ORDERS}/${id}/cancel`, headers }),
    setStatus: (id: string, payload: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `${API_BASE_PATH}/staff/orders/${id}/status`,
        headers,
        payload: payload as object,
      }),
  };
}

/** The order as its customer reads it now (GET through `api`), parsed by the contract. */
export const readOrder = async (api: Pick<ReturnType<typeof ordersClient>, 'get'>, id: string) =>
  orderResponseSchema.parse((await api.get(id)).json()).order;

/**
 * A placed pickup order, paid at pickup, of `quantity` Large of a food at createFood's prices
 * (₹299 each), by the signed-in customer behind `cookie`.
 */
export async function placePickupOrder(
  app: FastifyInstance,
  cookie: string,
  foodId: string,
  { quantity = 1, phone }: { quantity?: number; phone?: string } = {},
) {
  await addToCart(app, cookie, foodId, 'Large', quantity);
  const res = await ordersClient(app, cookie).place({
    fulfilment: 'pickup',
    paymentMethod: 'pay_at_pickup',
    confirmedTotal: 299 * quantity,
    ...(phone === undefined ? {} : { phone }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}

/** Reads a text/event-stream response until `until` matches what arrived so far. */
export async function readStreamUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (text: string) => boolean,
  sofar = '',
): Promise<string> {
  const decoder = new TextDecoder();
  let text = sofar;
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

/**
 * A signed-in customer ready to order: `quantity` Large of `foodId` in the server cart (none
 * for 0), a delivery address, and the orders API as them.
 */
export async function customerWithCart(app: FastifyInstance, foodId: string, quantity = 2) {
  const me = await signInAs(app);
  if (quantity > 0) await addToCart(app, me.cookie, foodId, 'Large', quantity);
  const addressId = await createAddress(app, me.userId);
  return { ...me, addressId, api: ordersClient(app, me.cookie) };
}

/**
 * What the checkout tests start from: an app with one dish, Paneer Tikka (Regular ₹249.50; Large
 * ₹349, discounted to ₹299), and the restaurant set again before each test, which may change it
 * (delivery ₹40, free from ₹1,000, minimum ₹200, 5% tax included, open all day).
 */
export function useCheckoutApp() {
  const t = useTestApp({ seed: false });
  const menu = {} as { food: Awaited<ReturnType<typeof createFood>> };
  beforeAll(async () => {
    menu.food = await createFood(t.app, { name: 'Paneer Tikka' });
  });
  beforeEach(async () => {
    await setRestaurant(t.app);
  });
  /** A customer with `large` Large tikkas in the cart and a delivery address. */
  const customer = (large = 2) => customerWithCart(t.app, menu.food.id, large);
  return { t, menu, customer };
}
