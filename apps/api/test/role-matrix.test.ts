import { API_BASE_PATH } from '@ninetonine/contract';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client';
import { categories, contactMessages, offers } from '#src/db/schema/index';
import { REQUIRED_ROLE_EXTENSION } from '#src/plugins/staff-scope';
import { createFood } from './cart-fixtures';
import { placePickupOrder, setRestaurant } from './order-fixtures';
import { signInAs, type SignedIn } from './sign-in';
import { csrfHeaders, useTestApp } from './test-app';

/**
 * THE ROLE MATRIX: every staff and rider call, called by an anonymous visitor, a customer,
 * staff, an admin and a rider. Exactly the expected callers get through; the others get 401/403
 * and change nothing.
 *
 * The list of staff calls is not typed in by hand: the staff scope marks every route it holds
 * with the role it enforces (REQUIRED_ROLE_EXTENSION in the OpenAPI document), and the first
 * test fails, naming the route, when a staff route has no row below.
 *
 * ADDING A STAFF ROUTE: add one row to MATRIX, keyed `METHOD /api/v1/path/{param}` as the
 * OpenAPI document writes it, with the least role that may call it and a request to send.
 */

interface Fixtures {
  /** A customer account other than the callers (a role change's target). */
  customerId: string;
  /** A placed pickup order. */
  orderId: string;
  /** A category with no foods (deletable), a contact message and an offer. */
  categoryId: string;
  messageId: string;
  offerId: string;
  /** A food on the menu (with its category). */
  foodId: string;
}

interface MatrixRow {
  /**
   * The least role that may call it: 'staff' (staff and admins), 'admin' (admins only) or
   * 'rider' (riders only: a rider is not staff, nor staff a rider; decision 0083).
   */
  role: 'staff' | 'admin' | 'rider';
  /**
   * What to send. Prefer a real, valid call (a refused one must then visibly change nothing);
   * a dummy id or body is fine: a 400/404 for staff and admins still counts as let through.
   */
  request(fx: Fixtures): { url: string; body?: object };
  /** text/event-stream: called over HTTP and closed as soon as the status arrives. */
  stream?: true;
}

const api = API_BASE_PATH;

export const MATRIX: Record<string, MatrixRow> = {
  // Users and the audit log (admin only)
  [`GET ${api}/auth/users`]: {
    role: 'admin',
    request: () => ({ url: `${api}/auth/users?search=a` }),
  },
  [`PATCH ${api}/staff/users/{id}/role`]: {
    role: 'admin',
    request: (fx) => ({ url: `${api}/staff/users/${fx.customerId}/role`, body: { role: 'admin' } }),
  },
  [`POST ${api}/staff/users/{id}/sessions/end`]: {
    role: 'admin',
    request: (fx) => ({ url: `${api}/staff/users/${fx.customerId}/sessions/end` }),
  },
  [`GET ${api}/staff/invitations`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/invitations` }),
  },
  [`POST ${api}/staff/invitations`]: {
    role: 'admin',
    request: () => ({
      url: `${api}/staff/invitations`,
      body: { email: 'matrix.invitee@example.test', role: 'staff' },
    }),
  },
  [`DELETE ${api}/staff/invitations/{id}`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/invitations/no-such-invitation` }),
  },
  [`GET ${api}/staff/audit`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/audit?limit=5` }),
  },
  // Orders board
  [`GET ${api}/staff/orders`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/orders?fulfilment=pickup` }),
  },
  [`GET ${api}/staff/orders/{id}`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/orders/${fx.orderId}` }),
  },
  // The customer's WhatsApp and SMS messages about the order (decision 0092).
  [`GET ${api}/staff/orders/{id}/messages`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/orders/${fx.orderId}/messages` }),
  },
  // Riders (decision 0083): the kitchen assigns, riders see and move only their own.
  [`GET ${api}/staff/riders`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/riders` }),
  },
  [`PUT ${api}/staff/orders/{id}/rider`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/orders/${fx.orderId}/rider`, body: { riderId: null } }),
  },
  [`GET ${api}/rider/orders`]: {
    role: 'rider',
    request: () => ({ url: `${api}/rider/orders` }),
  },
  [`POST ${api}/rider/orders/{id}/take`]: {
    role: 'rider',
    request: (fx) => ({ url: `${api}/rider/orders/${fx.orderId}/take` }),
  },
  [`PATCH ${api}/rider/orders/{id}/status`]: {
    role: 'rider',
    request: (fx) => ({
      url: `${api}/rider/orders/${fx.orderId}/status`,
      body: { status: 'delivered' },
    }),
  },
  [`PUT ${api}/rider/orders/{id}/position`]: {
    role: 'rider',
    request: (fx) => ({
      url: `${api}/rider/orders/${fx.orderId}/position`,
      body: { lat: 12.97, lng: 77.59 },
    }),
  },
  [`PATCH ${api}/staff/orders/{id}/status`]: {
    role: 'staff',
    request: (fx) => ({
      url: `${api}/staff/orders/${fx.orderId}/status`,
      body: { status: 'accepted' },
    }),
  },
  [`GET ${api}/staff/orders/events`]: {
    role: 'staff',
    stream: true,
    request: () => ({ url: `${api}/staff/orders/events` }),
  },
  // Menu (the spec's three calls and the staff extras) and pictures
  [`POST ${api}/foods/createFood`]: {
    role: 'staff',
    request: () => ({ url: `${api}/foods/createFood`, body: { name: 'Not multipart' } }),
  },
  [`PATCH ${api}/foods/updateFood/{id}`]: {
    role: 'staff',
    request: (fx) => ({
      url: `${api}/foods/updateFood/${fx.foodId}`,
      body: { version: 1, description: 'Changed by the matrix' },
    }),
  },
  [`DELETE ${api}/foods/deleteFood/{id}`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/foods/deleteFood/${fx.foodId}` }),
  },
  [`GET ${api}/staff/foods`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/foods?search=paneer` }),
  },
  [`GET ${api}/staff/foods/{id}`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/foods/${fx.foodId}` }),
  },
  // The kitchen's controls (decision 0081): any staff member
  [`GET ${api}/staff/kitchen`]: { role: 'staff', request: () => ({ url: `${api}/staff/kitchen` }) },
  [`PUT ${api}/staff/kitchen/busy`]: {
    role: 'staff',
    request: () => ({
      url: `${api}/staff/kitchen/busy`,
      body: { forMinutes: 15, extraMinutes: 10 },
    }),
  },
  [`DELETE ${api}/staff/kitchen/busy`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/kitchen/busy` }),
  },
  [`PUT ${api}/staff/kitchen/pause`]: {
    role: 'staff',
    request: () => ({
      url: `${api}/staff/kitchen/pause`,
      body: { forMinutes: 15, reason: 'Short of hands' },
    }),
  },
  [`DELETE ${api}/staff/kitchen/pause`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/kitchen/pause` }),
  },
  [`PUT ${api}/staff/foods/{id}/options/{optionId}/availability`]: {
    role: 'staff',
    request: (fx) => ({
      url: `${api}/staff/foods/${fx.foodId}/options/${fx.foodId}/availability`,
      body: { availability: 'sold-out-today' },
    }),
  },
  [`PUT ${api}/staff/foods/{id}/availability`]: {
    role: 'staff',
    request: (fx) => ({
      url: `${api}/staff/foods/${fx.foodId}/availability`,
      body: { availability: 'sold-out' },
    }),
  },
  [`POST ${api}/staff/foods/{id}/restore`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/foods/${fx.foodId}/restore` }),
  },
  [`POST ${api}/staff/images`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/images`, body: { not: 'a picture' } }),
  },
  // Dashboard and export
  [`GET ${api}/staff/dashboard`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/dashboard` }),
  },
  // Money leaving the restaurant: admins only (decision 0080).
  [`POST ${api}/staff/orders/{id}/refunds`]: {
    role: 'admin',
    request: (fx) => ({
      url: `${api}/staff/orders/${fx.orderId}/refunds`,
      body: { amount: 10, reason: 'Role matrix' },
    }),
  },
  [`POST ${api}/staff/orders/{id}/refunds/{refundId}/retry`]: {
    role: 'admin',
    request: (fx) => ({ url: `${api}/staff/orders/${fx.orderId}/refunds/no-such-refund/retry` }),
  },
  // Customers' names and phones: admins only (issue 18, item 10).
  [`GET ${api}/staff/orders/export.csv`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/orders/export.csv?from=2026-11-01&to=2026-11-30` }),
  },
  // The customers the restaurant knows (decision 0091): personal data, admins only.
  [`GET ${api}/staff/customers`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/customers?search=a&sort=spend` }),
  },
  [`GET ${api}/staff/customers/export.csv`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/customers/export.csv` }),
  },
  // GST invoices (decision 0082): a reprint for the kitchen, the month's file for the owner.
  [`GET ${api}/staff/orders/{id}/invoice`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/orders/${fx.orderId}/invoice` }),
  },
  [`GET ${api}/staff/invoices/export.csv`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/invoices/export.csv?month=2026-11` }),
  },
  // Ratings (decision 0086): feedback with the order, private replies, the dashboard's trend.
  [`GET ${api}/staff/orders/{id}/rating`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/orders/${fx.orderId}/rating` }),
  },
  [`POST ${api}/staff/orders/{id}/rating/replies`]: {
    role: 'staff',
    request: (fx) => ({
      url: `${api}/staff/orders/${fx.orderId}/rating/replies`,
      body: { text: 'Role matrix' },
    }),
  },
  [`GET ${api}/staff/ratings/summary`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/ratings/summary` }),
  },
  // Categories
  [`GET ${api}/staff/categories`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/categories` }),
  },
  [`POST ${api}/staff/categories`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/categories`, body: { name: 'Matrix Soups' } }),
  },
  [`GET ${api}/staff/categories/pictures`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/categories/pictures` }),
  },
  [`PUT ${api}/staff/categories/order`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/categories/order`, body: { ids: [fx.categoryId] } }),
  },
  [`PATCH ${api}/staff/categories/{id}`]: {
    role: 'staff',
    request: (fx) => ({
      url: `${api}/staff/categories/${fx.categoryId}`,
      body: { description: 'Changed by the matrix' },
    }),
  },
  [`DELETE ${api}/staff/categories/{id}`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/categories/${fx.categoryId}` }),
  },
  // Contact inbox
  [`GET ${api}/staff/messages`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/messages` }),
  },
  [`PUT ${api}/staff/messages/{id}/read`]: {
    role: 'staff',
    request: (fx) => ({ url: `${api}/staff/messages/${fx.messageId}/read`, body: { read: true } }),
  },
  // Offers and settings (admin only)
  [`GET ${api}/staff/offers`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/offers` }),
  },
  [`POST ${api}/staff/offers`]: {
    role: 'admin',
    request: () => ({
      url: `${api}/staff/offers`,
      body: {
        code: 'MATRIX10',
        title: 'Matrix offer',
        description: '',
        discountType: 'percent',
        discountValue: 10,
        maxDiscount: null,
        minimumSubtotal: 0,
        appliesTo: 'any',
        isActive: true,
        startsAt: null,
        endsAt: null,
        usageLimitTotal: null,
        usageLimitPerCustomer: null,
      },
    }),
  },
  [`PATCH ${api}/staff/offers/{id}`]: {
    role: 'admin',
    request: (fx) => ({ url: `${api}/staff/offers/${fx.offerId}`, body: { isActive: false } }),
  },
  // Delivery areas (admin only); an unknown id's 404 still counts as let through.
  [`GET ${api}/staff/delivery-areas`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/delivery-areas` }),
  },
  [`POST ${api}/staff/delivery-areas`]: {
    role: 'admin',
    request: () => ({
      url: `${api}/staff/delivery-areas`,
      body: { name: 'Matrix area', postcodes: ['562*'] },
    }),
  },
  [`PATCH ${api}/staff/delivery-areas/{id}`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/delivery-areas/no-such-area`, body: { extraMinutes: 5 } }),
  },
  [`DELETE ${api}/staff/delivery-areas/{id}`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/delivery-areas/no-such-area` }),
  },
  [`GET ${api}/staff/settings`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/settings` }),
  },
  [`PATCH ${api}/staff/settings`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/settings`, body: { lastOrderMinutes: 20 } }),
  },
  [`PUT ${api}/staff/settings/accepting-orders`]: {
    role: 'admin',
    request: () => ({
      url: `${api}/staff/settings/accepting-orders`,
      body: { acceptingOrders: true },
    }),
  },
  [`GET ${api}/staff/settings/order-messages`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/settings/order-messages` }),
  },
  [`PUT ${api}/staff/settings/order-messages`]: {
    role: 'admin',
    request: () => ({
      url: `${api}/staff/settings/order-messages`,
      body: { dltEntityId: '', smsDltTemplateIds: {}, whatsappTemplates: { accepted: 'HX1' } },
    }),
  }, // Security settings (admin only)
  [`GET ${api}/staff/security-settings`]: {
    role: 'admin',
    request: () => ({ url: `${api}/staff/security-settings` }),
  },
  [`PUT ${api}/staff/security-settings`]: {
    role: 'admin',
    request: () => ({
      url: `${api}/staff/security-settings`,
      body: { requireStaffSecondFactor: false },
    }),
  },
  // Dine-in (decision 0094): any staff member on the floor. Unknown ids answer 404 to staff.
  [`GET ${api}/staff/tables`]: { role: 'staff', request: () => ({ url: `${api}/staff/tables` }) },
  [`POST ${api}/staff/tables`]: {
    role: 'staff',
    request: () => ({
      url: `${api}/staff/tables`,
      body: { name: `Matrix ${Math.random().toString(36).slice(2, 8)}`, seats: 2 },
    }),
  },
  [`PATCH ${api}/staff/tables/{id}`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tables/no-such-table`, body: { seats: 3 } }),
  },
  [`DELETE ${api}/staff/tables/{id}`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tables/no-such-table` }),
  },
  [`POST ${api}/staff/tables/{id}/token`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tables/no-such-table/token` }),
  },
  [`GET ${api}/staff/tables/{id}/qr.svg`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tables/no-such-table/qr.svg` }),
  },
  [`GET ${api}/staff/tabs`]: { role: 'staff', request: () => ({ url: `${api}/staff/tabs` }) },
  [`GET ${api}/staff/tabs/{id}`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tabs/no-such-tab` }),
  },
  [`POST ${api}/staff/tabs/{id}/paid`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tabs/no-such-tab/paid`, body: { method: 'cash' } }),
  },
  [`POST ${api}/staff/tabs/{id}/close`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tabs/no-such-tab/close` }),
  },
  [`POST ${api}/staff/tabs/{id}/move`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tabs/no-such-tab/move`, body: { tableId: 'x' } }),
  },
  [`POST ${api}/staff/tabs/{id}/merge`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/tabs/no-such-tab/merge`, body: { fromTabId: 'x' } }),
  },
  [`GET ${api}/staff/table-calls`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/table-calls` }),
  },
  [`POST ${api}/staff/table-calls/{id}/acknowledge`]: {
    role: 'staff',
    request: () => ({ url: `${api}/staff/table-calls/no-such-call/acknowledge` }),
  },
};

type Caller = 'anonymous' | 'customer' | 'staff' | 'admin' | 'rider';
const CALLERS: readonly Caller[] = ['anonymous', 'customer', 'staff', 'admin', 'rider'];

/** What each caller must get: a refusal status, or through (anything but 401/403). */
function expectedFor(row: MatrixRow, caller: Caller): 401 | 403 | 'through' {
  if (caller === 'anonymous') return 401;
  if (row.role === 'rider') return caller === 'rider' ? 'through' : 403;
  if (caller === 'customer' || caller === 'rider') return 403;
  if (caller === 'staff' && row.role === 'admin') return 403;
  return 'through';
}

type OpenApiDoc = {
  paths: Record<string, Record<string, Record<string, unknown> & { security?: object[] }>>;
};

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Row count and a checksum of every table: a refused call must leave all of them alone. */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number; sum: string }>(
      db,
      sql`select count(*)::int as n,
            coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum
          from ${sql.identifier(name)} t`,
    );
    state[name] = `${row!.n} rows, ${row!.sum}`;
  }
  return state;
}

describe('the role matrix', () => {
  const t = useTestApp({ seed: false });
  const cookies: Partial<Record<Caller, string>> = {};
  let fixtures: Fixtures;
  let base: string;
  let doc: OpenApiDoc;

  beforeAll(async () => {
    for (const role of ['customer', 'staff', 'admin', 'rider'] as const) {
      cookies[role] = (await signInAs(t.app, { role })).cookie;
    }
    const target: SignedIn = await signInAs(t.app, { name: 'Matrix Target' });
    await setRestaurant(t.app);
    const food = await createFood(t.app);
    const order = await placePickupOrder(t.app, (await signInAs(t.app)).cookie, food.id);
    const [category] = await t.db
      .insert(categories)
      .values({ slug: 'matrix-empty', name: 'Matrix Empty' })
      .returning({ id: categories.id });
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'Guest', email: 'guest@example.test', subject: 'Hi', message: 'Hello' })
      .returning({ id: contactMessages.id });
    const [offer] = await t.db
      .insert(offers)
      .values({ code: 'MATRIX5', title: 'Matrix five', discountType: 'percent', discountValue: 5 })
      .returning({ id: offers.id });
    fixtures = {
      customerId: target.userId,
      orderId: order._id,
      categoryId: category!.id,
      messageId: message!.id,
      offerId: offer!.id,
      foodId: food.id,
    };
    doc = (await t.app.inject({ url: `${api}/docs/json` })).json<OpenApiDoc>();
    // Event streams are read over real HTTP (inject would wait for the stream to end).
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** The staff routes the server really has, `METHOD /path` → the role it enforces. */
  function staffRoutes(): Map<string, string> {
    const routes = new Map<string, string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const role = op[REQUIRED_ROLE_EXTENSION];
        if (typeof role === 'string') routes.set(`${method.toUpperCase()} ${path}`, role);
      }
    }
    return routes;
  }

  it('has a row for every staff route, with the role the server enforces', () => {
    const routes = staffRoutes();
    const missing = [...routes.keys()].filter((key) => !(key in MATRIX));
    expect(
      missing,
      `Staff routes with no row in MATRIX (apps/api/test/role-matrix.test.ts); add one per route`,
    ).toEqual([]);
    const gone = Object.keys(MATRIX).filter((key) => !routes.has(key));
    expect(gone, 'MATRIX rows for routes the server does not have').toEqual([]);
    const wrongRole = Object.entries(MATRIX)
      .filter(([key, row]) => routes.get(key) !== row.role)
      .map(([key, row]) => `${key}: MATRIX says ${row.role}, the server ${routes.get(key)}`);
    expect(wrongRole, 'The role a route needs changed (or its row is wrong)').toEqual([]);
  });

  it('finds no /staff route outside the staff scope', () => {
    const outside = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(`${api}/staff/`))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, op]) => typeof op[REQUIRED_ROLE_EXTENSION] !== 'string')
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(outside, 'register staff routes only inside staffScope in app.ts').toEqual([]);
  });

  it('finds no /rider route outside the rider scope', () => {
    const outside = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(`${api}/rider/`) || path === `${api}/rider`)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, op]) => op[REQUIRED_ROLE_EXTENSION] !== 'rider')
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(outside, 'register rider routes only inside riderScope in app.ts').toEqual([]);
  });

  async function call(key: string, row: MatrixRow, caller: Caller): Promise<number> {
    const method = key.split(' ')[0]!;
    const { url, body } = row.request(fixtures);
    const cookie = cookies[caller as Exclude<Caller, 'anonymous'>];
    const headers = { ...(method === 'GET' ? {} : csrfHeaders), ...(cookie ? { cookie } : {}) };
    if (row.stream) {
      const abort = new AbortController();
      const res = await fetch(`${base}${url}`, { method, headers, signal: abort.signal });
      abort.abort();
      return res.status;
    }
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body ? { payload: body } : {}),
    });
    return res.statusCode;
  }

  for (const [key, row] of Object.entries(MATRIX)) {
    const who = { admin: 'admins', staff: 'staff and admins', rider: 'riders' }[row.role];
    it(`${key}: ${who} only`, async () => {
      const refused = CALLERS.filter((c) => expectedFor(row, c) !== 'through');
      // Mail an earlier call queued (an invitation's) is sent in the background: let it go
      // first, or its sending would read as a refused call's change.
      await t.app.mailQueue.settle();
      const before = await snapshot(t.db);
      for (const caller of refused) {
        expect(await call(key, row, caller), `${key} as ${caller}`).toBe(expectedFor(row, caller));
      }
      expect(await snapshot(t.db), `${key}: a refused call changed data`).toEqual(before);

      for (const caller of CALLERS.filter((c) => expectedFor(row, c) === 'through')) {
        const status = await call(key, row, caller);
        expect([401, 403], `${key} as ${caller} answered ${status}`).not.toContain(status);
        expect(status, `${key} as ${caller}`).toBeLessThan(500);
      }
    });
  }
});
