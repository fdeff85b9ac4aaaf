import type { Category, GetAllFoodResponse, StaffFood } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { photoJpeg } from '#test/picture-files';
import { multipartForm } from '#test/multipart';
import { useStaffMenu } from '#test/staff-menu';
import { useTestApp } from '#test/test-app';

const API = '/api/v1';

/**
 * Every kind of staff write shows on the storefront's very next read, although every read
 * below was answered (and cached) just before the write.
 */
describe('catalog answers after each kind of staff write', () => {
  const t = useTestApp();
  const menu = useStaffMenu(t);
  const get = async <T>(path: string) => {
    const res = await t.app.inject({ url: `${API}${path}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const newest = () => get<GetAllFoodResponse>('/foods/getAllFood?sort=newest&limit=100');
  const names = async (path: string) =>
    (await get<GetAllFoodResponse>(path)).foods.map((f) => f.name);
  const suggested = async (q: string) =>
    (await get<{ suggestions: { name: string }[] }>(`/foods/suggestions?q=${q}`)).suggestions.map(
      (s) => s.name,
    );
  const categories = async () => (await get<{ categories: Category[] }>('/categories')).categories;
  const staff = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: menu.as(), payload });
  const cachedNow = (path: string) => {
    const { entries } = t.app.catalog.stats();
    expect(entries).toBeGreaterThan(0);
    return get(path);
  };

  it('create, update (name, sizes), delete and undo', async () => {
    const category = menu.categories[0]!;
    await cachedNow('/foods/getAllFood?sort=newest&limit=100');
    await suggested('kothu');
    await get(`/foods/getFoodByCategory/category?category=${category.slug}`);
    const countBefore = (await categories()).find((c) => c._id === category._id)!.foodCount;

    const created = await menu.create(menu.newFood({ name: 'Kothu Parotta' }));
    expect(created.statusCode).toBe(201);
    const { food } = created.json<{ food: StaffFood }>();
    expect((await newest()).foods[0]!._id).toBe(food._id);
    expect(await suggested('kothu')).toContain('Kothu Parotta');
    expect((await names(`/foods/getAllFood?search=kothu`)).includes('Kothu Parotta')).toBe(true);
    expect((await categories()).find((c) => c._id === category._id)!.foodCount).toBe(
      countBefore + 1,
    );
    const inCategory = await get<GetAllFoodResponse>(
      `/foods/getFoodByCategory/category?category=${category.slug}`,
    );
    expect(inCategory.foods.some((f) => f._id === food._id)).toBe(true);

    await get(`/foods/getFood/${food._id}`);
    const renamed = await menu.update(food._id, {
      version: food.version,
      name: 'Chicken Kothu Parotta',
      variants: [{ size: 'Regular', price: 180 }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const details = (await get<{ food: StaffFood }>(`/foods/getFood/${food._id}`)).food;
    expect(details.name).toBe('Chicken Kothu Parotta');
    expect(details.variants).toEqual([{ size: 'Regular', price: 180, priceAfterDiscount: null }]);
    expect(await suggested('kothu')).toContain('Chicken Kothu Parotta');

    expect((await staff('DELETE', `/foods/deleteFood/${food._id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${API}/foods/getFood/${food._id}` })).statusCode).toBe(404);
    expect((await newest()).foods.some((f) => f._id === food._id)).toBe(false);
    expect(await suggested('kothu')).not.toContain('Chicken Kothu Parotta');
    expect((await categories()).find((c) => c._id === category._id)!.foodCount).toBe(countBefore);

    expect((await staff('POST', `/staff/foods/${food._id}/restore`)).statusCode).toBe(200);
    expect((await newest()).foods.some((f) => f._id === food._id)).toBe(true);
    expect((await get<{ food: StaffFood }>(`/foods/getFood/${food._id}`)).food.name).toBe(
      'Chicken Kothu Parotta',
    );
  });

  it('availability: sold out and back', async () => {
    const { food } = (await menu.create(menu.newFood({ name: 'Idiyappam' }))).json<{
      food: StaffFood;
    }>();
    const isAvailable = async () =>
      (await get<{ food: StaffFood }>(`/foods/getFood/${food._id}`)).food.isAvailable;
    expect(await isAvailable()).toBe(true);
    const set = (availability: string) =>
      staff('PUT', `/staff/foods/${food._id}/availability`, { availability });
    expect((await set('sold-out')).statusCode).toBe(200);
    expect(await isAvailable()).toBe(false);
    expect((await newest()).foods.find((f) => f._id === food._id)!.isAvailable).toBe(false);
    expect((await set('sold-out-today')).statusCode).toBe(200);
    expect((await get<{ food: StaffFood }>(`/foods/getFood/${food._id}`)).food).toMatchObject({
      isAvailable: false,
      availableAgainAt: expect.any(String),
    });
    expect((await set('available')).statusCode).toBe(200);
    expect(await isAvailable()).toBe(true);
  });

  it('pictures: uploaded with a new food, attached, reordered and removed', async () => {
    const upload = async (photo: Buffer) => {
      const form = await multipartForm([
        { name: 'images', file: photo, filename: 'dish.jpg', type: 'image/jpeg' },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/staff/images`,
        headers: { ...menu.as(), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ pictures: { id: string }[] }>().pictures[0]!.id;
    };
    const { food } = (await menu.create(menu.newFood({ name: 'Kal Dosa' }))).json<{
      food: StaffFood;
    }>();
    const pictures = async () =>
      (await get<{ food: StaffFood }>(`/foods/getFood/${food._id}`)).food.pictures.map((p) => p.id);
    expect(await pictures()).toEqual([]);
    const first = await upload(await photoJpeg(800, 600));
    // An upload alone changes no answer; attaching it does.
    const attach = async (imageIds: string[], version: number) => {
      const res = await menu.update(food._id, { version, imageIds });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ food: StaffFood }>().food.version;
    };
    let version = await attach([first], food.version);
    expect(await pictures()).toEqual([first]);
    const second = await upload(await photoJpeg(640, 480));
    version = await attach([first, second].reverse(), version);
    expect(await pictures()).toEqual([first, second].reverse());
    await attach([], version);
    expect(await pictures()).toEqual([]);
  });

  it('categories: rename, reorder, move foods and delete', async () => {
    const created = await staff('POST', '/staff/categories', { name: 'Tiffin Specials' });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json<{ category: Category }>().category;
    expect((await categories()).map((c) => c.name)).toContain('Tiffin Specials');

    const renamed = await staff('PATCH', `/staff/categories/${category._id}`, {
      name: 'Tiffin Classics',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const list = await categories();
    expect(list.map((c) => c.name)).toContain('Tiffin Classics');
    expect(list.map((c) => c.name)).not.toContain('Tiffin Specials');

    const ids = list.map((c) => c._id);
    const reordered = await staff('PUT', '/staff/categories/order', { ids: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await categories()).map((c) => c._id)).toEqual([...ids].reverse());

    const { food } = (
      await menu.create(menu.newFood({ name: 'Pongal', categoryId: category._id }))
    ).json<{ food: StaffFood }>();
    const target = list.find((c) => c._id !== category._id)!;
    const slug = (await categories()).find((c) => c._id === category._id)!.slug;
    expect(
      (await get<GetAllFoodResponse>(`/foods/getAllFood?category=${slug}`)).foods.map((f) => f._id),
    ).toEqual([food._id]);
    const moved = await staff(
      'DELETE',
      `/staff/categories/${category._id}?moveFoodsTo=${encodeURIComponent(target._id)}`,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await categories()).some((c) => c._id === category._id)).toBe(false);
    expect((await get<{ food: StaffFood }>(`/foods/getFood/${food._id}`)).food.category._id).toBe(
      target._id,
    );
    expect((await get<GetAllFoodResponse>(`/foods/getAllFood?category=${slug}`)).foods).toEqual([]);
  });
});
