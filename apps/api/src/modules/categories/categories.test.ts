import {
  ErrorCode,
  staffCategoriesResponseSchema,
  staffCategoryResponseSchema,
  type StaffCategory,
} from '@ninetonine/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { routeCaller, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { auditLog, categories, foods } from '../../db/schema/index';

const BASE = '/api/v1/staff/categories';

describe('staff categories', () => {
  const t = useTestApp({ seed: false });
  let staff: SignedIn;
  let customer: SignedIn;
  beforeAll(async () => {
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
    customer = await signInAs(t.app);
  });

  const call = routeCaller(t, BASE, () => staff);
  const create = async (body: object) => {
    const res = await call('POST', '', body);
    expect(res.statusCode, res.body).toBe(201);
    return staffCategoryResponseSchema.parse(res.json()).category;
  };
  const list = async () =>
    staffCategoriesResponseSchema.parse((await call('GET', '')).json()).categories;
  const storefront = async () =>
    (await t.app.inject({ url: '/api/v1/categories' })).json<{
      categories: { _id: string; name: string; slug: string; image: string }[];
    }>().categories;
  const rows = async () => (await t.db.select({ n: count() }).from(categories))[0]!.n;
  const auditOf = (entityId: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
  /** A food on the menu, put in `categoryId`. */
  const foodIn = async (categoryId: string, name: string) => {
    const food = await createFood(t.app, { name });
    await t.db.update(foods).set({ categoryId }).where(eq(foods.id, food.id));
    // Written behind the app's back: announced as any writer must (cached answers).
    await t.app.catalog.changed();
    return food;
  };
  const liveFoodsIn = async (categoryId: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(foods)
        .where(and(eq(foods.categoryId, categoryId), isNull(foods.deletedAt)))
    )[0]!.n;

  it('creates a category last on the menu, with a slug from its name, shown on the storefront at once', async () => {
    const first = await create({ name: '  Chaat & Snacks ', description: 'Street food' });
    expect(first).toMatchObject({
      name: 'Chaat & Snacks',
      slug: 'chaat-and-snacks',
      description: 'Street food',
      imageId: null,
      image: '',
      foodCount: 0,
    });
    const second = await create({ name: 'Dosas' });
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);
    expect((await list()).map((c) => c.name).slice(-2)).toEqual(['Chaat & Snacks', 'Dosas']);
    expect((await storefront()).map((c) => c.slug)).toEqual(
      expect.arrayContaining(['chaat-and-snacks', 'dosas']),
    );
    const [entry] = await auditOf(first._id);
    expect(entry).toMatchObject({
      actorUserId: staff.userId,
      action: 'category.create',
      entityType: 'category',
      before: null,
      after: { name: 'Chaat & Snacks', slug: 'chaat-and-snacks', imageId: null },
    });
  });

  it('refuses a name that is taken (409, any case or punctuation), changing nothing', async () => {
    await create({ name: 'Biryani' });
    const before = await rows();
    for (const name of ['Biryani', 'biryani', 'BIRYANI!']) {
      const res = await call('POST', '', { name });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: ErrorCode.CategoryNameTaken });
    }
    expect(await rows()).toBe(before);
  });

  it('renames (new slug), changes the description and the picture, with before and after', async () => {
    const food = await createFood(t.app, { name: 'Pani Puri' });
    const pictureId = food.imageIds[0]!;
    const c = await create({ name: 'Sweets' });
    const res = await call('PATCH', `/${c._id}`, {
      name: 'Indian Sweets',
      description: 'Mithai',
      imageId: pictureId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffCategoryResponseSchema.parse(res.json()).category).toMatchObject({
      name: 'Indian Sweets',
      slug: 'indian-sweets',
      description: 'Mithai',
      imageId: pictureId,
      image: `/api/v1/images/${pictureId}`,
    });
    expect((await storefront()).find((s) => s._id === c._id)).toMatchObject({
      name: 'Indian Sweets',
      image: `/api/v1/images/${pictureId}`,
    });
    const entries = await auditOf(c._id);
    expect(entries.find((e) => e.action === 'category.update')).toMatchObject({
      before: { name: 'Sweets', slug: 'sweets', imageId: null },
      after: { name: 'Indian Sweets', slug: 'indian-sweets', imageId: pictureId },
    });
    // The picture chooser offers the stored pictures; taking the picture away works too.
    const pictures = (await call('GET', '/pictures')).json<{ pictures: { imageId: string }[] }>();
    expect(pictures.pictures.map((p) => p.imageId)).toContain(pictureId);
    const cleared = await call('PATCH', `/${c._id}`, { imageId: null });
    expect(cleared.json().category).toMatchObject({ imageId: null, image: '' });
  });

  it('refuses bad input with a 4xx message and changes nothing', async () => {
    const c = await create({ name: 'Rolls' });
    const cases: [string, string, string, unknown][] = [
      ['POST', '', 'no name', {}],
      ['POST', '', 'a one-letter name', { name: 'A' }],
      ['POST', '', 'punctuation only', { name: '!!!' }],
      ['POST', '', 'an overlong name', { name: 'x'.repeat(61) }],
      ['POST', '', 'control characters', { name: 'Ro\u0000lls' }],
      ['POST', '', 'an unknown field', { name: 'Wraps', sortOrder: 1 }],
      ['POST', '', 'an unknown picture', { name: 'Wraps', imageId: 'nope' }],
      ['POST', '', 'a bad picture id', { name: 'Wraps', imageId: '../etc' }],
      ['PATCH', `/${c._id}`, 'nothing to change', {}],
      ['PATCH', `/${c._id}`, 'a wrong type', { name: 42 }],
      ['PATCH', '/bad%20id', 'a malformed id', { name: 'Wraps' }],
    ];
    const before = await rows();
    for (const [method, url, label, body] of cases) {
      const res = await call(method as 'POST', url, body);
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.json().message, label).toEqual(expect.any(String));
    }
    expect(await rows()).toBe(before);
    expect((await call('PATCH', '/no-such-category', { name: 'Wraps' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(categories).where(eq(categories.id, c._id));
    expect(row).toMatchObject({ name: 'Rolls', slug: 'rolls', imageId: null });
  });

  it('reorders by an explicit list of every category, refusing any other list', async () => {
    const ids = (await list()).map((c) => c._id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', '/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffCategoriesResponseSchema.parse(res.json()).categories.map((c) => c._id)).toEqual(
      reversed,
    );
    expect((await storefront()).map((c) => c._id)).toEqual(reversed);
    const [entry] = await auditOf('all');
    expect(entry).toMatchObject({
      action: 'category.reorder',
      before: { order: ids },
      after: { order: reversed },
    });
    for (const bad of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 'not-a-category'],
      [],
    ]) {
      const refused = await call('PUT', '/order', { ids: bad });
      expect(refused.statusCode).toBe(400);
    }
    expect((await list()).map((c) => c._id)).toEqual(reversed);
  });

  it('refuses to delete a category with foods (409), and moves them when told where', async () => {
    const from = await create({ name: 'Momos' });
    const to = await create({ name: 'Dumplings' });
    await foodIn(from._id, 'Veg Momo');
    await foodIn(from._id, 'Chicken Momo');

    const refused = await call('DELETE', `/${from._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: '“Momos” still has 2 foods. Move them to another category or delete them first.',
      code: ErrorCode.CategoryNotEmpty,
    });
    expect(await liveFoodsIn(from._id)).toBe(2);

    expect((await call('DELETE', `/${from._id}?moveFoodsTo=${from._id}`)).statusCode).toBe(400);
    expect((await call('DELETE', `/${from._id}?moveFoodsTo=missing`)).statusCode).toBe(404);
    expect(await liveFoodsIn(from._id)).toBe(2);

    const moved = await call('DELETE', `/${from._id}?moveFoodsTo=${to._id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = staffCategoriesResponseSchema.parse(moved.json()).categories;
    expect(after.find((c) => c._id === from._id)).toBeUndefined();
    expect(after.find((c) => c._id === to._id)!.foodCount).toBe(2);
    expect(await liveFoodsIn(to._id)).toBe(2);
    const [entry] = await auditOf(from._id).then((e) =>
      e.filter((x) => x.action === 'category.delete'),
    );
    expect(entry).toMatchObject({
      before: { name: 'Momos' },
      after: { deleted: true, movedFoods: 2, movedTo: to._id },
    });
  });

  it('deletes an empty category; foods deleted earlier go along to another category', async () => {
    const gone = await create({ name: 'Seasonal' });
    const food = await foodIn(gone._id, 'Mango Lassi');
    await t.db.update(foods).set({ deletedAt: new Date() }).where(eq(foods.id, food.id));
    await t.app.catalog.changed();
    expect((await list()).find((c) => c._id === gone._id)!.foodCount).toBe(0);
    const res = await call('DELETE', `/${gone._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).some((c) => c._id === gone._id)).toBe(false);
    // The deleted food still exists for past orders, in a category that exists.
    const [row] = await t.db.select().from(foods).where(eq(foods.id, food.id));
    expect(row!.categoryId).not.toBe(gone._id);
    expect((await call('DELETE', `/${gone._id}`)).statusCode).toBe(404);
  });

  it('is for staff: 401 signed out, 403 for customers, before any validation', async () => {
    const before = await rows();
    for (const who of [null, customer]) {
      const expected = who ? 403 : 401;
      expect((await call('GET', '', undefined, who)).statusCode).toBe(expected);
      expect((await call('GET', '/pictures', undefined, who)).statusCode).toBe(expected);
      expect((await call('POST', '', { name: 'Hacked' }, who)).statusCode).toBe(expected);
      expect((await call('POST', '', { bad: true }, who)).statusCode).toBe(expected);
      expect((await call('PUT', '/order', { ids: [] }, who)).statusCode).toBe(expected);
      expect((await call('PATCH', '/x', { name: 'Hacked' }, who)).statusCode).toBe(expected);
      expect((await call('DELETE', '/x', undefined, who)).statusCode).toBe(expected);
    }
    expect(await rows()).toBe(before);
    const admin = await signInAs(t.app, { role: 'admin' });
    expect((await call('GET', '', undefined, admin)).statusCode).toBe(200);
    const res = await call('GET', '');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists with the contract shape', async () => {
    const all: StaffCategory[] = await list();
    expect(all.length).toBeGreaterThan(0);
  });
});
