import type { GetAllFoodResponse, StaffFood } from '@ninetonine/contract';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresEventChannel } from '../../events/postgres-event-bus';
import { signInAs } from '#test/sign-in';
import { buildTestApp, csrfHeaders, type TestApp } from '#test/test-app';

const API = '/api/v1';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two API instances on one PostgreSQL database, sharing an event bus carrier. */
function twoInstances(env: Record<string, string>) {
  const ctx: { a?: TestApp; b?: TestApp } = {};
  beforeAll(async () => {
    const sessionSecret = randomBytes(32).toString('hex');
    ctx.a = await buildTestApp({ env, sessionSecret });
    ctx.b = await buildTestApp({ env, sessionSecret, databaseUrl: ctx.a.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await ctx.b?.close();
    await ctx.a?.close();
  });
  return ctx as { a: TestApp; b: TestApp };
}

function suite(env: () => Record<string, string>) {
  const t = twoInstances(env());
  const newestOn = async (app: TestApp) =>
    (
      await app.app.inject({ url: `${API}/foods/getAllFood?sort=newest&limit=100` })
    ).json<GetAllFoodResponse>().foods;

  it('a write on A shows on B at its next read (lists, details, suggestions)', async () => {
    const staff = await signInAs(t.a.app, { role: 'staff' });
    const categories = (await t.b.app.inject({ url: `${API}/categories` })).json<{
      categories: { _id: string }[];
    }>().categories;
    // B has the answers cached before the write.
    await newestOn(t.b);
    await t.b.app.inject({ url: `${API}/foods/suggestions?q=appam` });
    expect(t.b.app.catalog.stats().entries).toBeGreaterThan(0);
    const form = `--x\r\nContent-Disposition: form-data; name="food"\r\n\r\n${JSON.stringify({
      name: 'Palappam',
      categoryId: categories[0]!._id,
      variants: [{ size: 'Regular', price: 90 }],
    })}\r\n--x--\r\n`;
    const created = await t.a.app.inject({
      method: 'POST',
      url: `${API}/foods/createFood`,
      headers: {
        ...csrfHeaders,
        cookie: staff.cookie,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: form,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { food } = created.json<{ food: StaffFood }>();
    expect((await newestOn(t.b))[0]!._id).toBe(food._id);
    const suggested = (await t.b.app.inject({ url: `${API}/foods/suggestions?q=appam` })).json<{
      suggestions: { _id: string }[];
    }>().suggestions;
    expect(suggested.map((s) => s._id)).toContain(food._id);

    await t.b.app.inject({ url: `${API}/foods/getFood/${food._id}` });
    const soldOut = await t.a.app.inject({
      method: 'PUT',
      url: `${API}/staff/foods/${food._id}/availability`,
      headers: { ...csrfHeaders, cookie: staff.cookie },
      payload: { availability: 'sold-out' },
    });
    expect(soldOut.statusCode).toBe(200);
    const details = await t.b.app.inject({ url: `${API}/foods/getFood/${food._id}` });
    expect(details.json<{ food: StaffFood }>().food.isAvailable).toBe(false);
  });
}

describe('catalog answers across instances: EVENT_BUS=postgres', () => {
  suite(() => ({ EVENT_BUS: 'postgres' }));
});

describe('catalog answers across instances: EVENT_BUS=redis', () => {
  const prefix = `nt-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  suite(() => ({ EVENT_BUS: 'redis', REDIS_URL, REDIS_KEY_PREFIX: prefix }));
});

describe('catalog answers when the event bus may have lost news', () => {
  const t = twoInstances({ EVENT_BUS: 'postgres' });

  it('drops every cached answer on a resync', async () => {
    await t.b.app.inject({ url: `${API}/categories` });
    await t.b.app.inject({ url: `${API}/foods/getAllFood` });
    const before = t.b.app.catalog.stats();
    expect(before.entries).toBeGreaterThan(0);
    // Kill the listening connections of this database's instances: they reconnect and resync.
    const admin = new pg.Client({ connectionString: t.a.databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND datname = current_database()',
        [`LISTEN ${postgresEventChannel('')}`],
      );
    } finally {
      await admin.end();
    }
    await expect
      .poll(() => t.b.app.catalog.stats().generation, { timeout: 15_000 })
      .toBeGreaterThan(before.generation);
    expect(t.b.app.catalog.stats().entries).toBe(0);
  });
});
