import { ErrorCode, FOOD_CHANGED_MESSAGE, type StaffFood } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foods } from '../../db/schema/index';
import { photoJpeg } from '#test/picture-files';
import { signInAs } from '#test/sign-in';
import { useStaffMenu } from '#test/staff-menu';
import { useTestApp } from '#test/test-app';

describe('the staff menu: create, update, delete as the storefront sees them', () => {
  const t = useTestApp();
  const menu = useStaffMenu(t);
  const { as, newFood, create, update, storefront, auditOf, categoryCount } = menu;

  it('creates a food with a picture: first in the newest list, found by details, search and suggestions', async () => {
    const inCategory = await categoryCount(menu.categories[0]!._id);
    const photo = await photoJpeg(1000, 750);
    const res = await create(newFood(), [
      { name: 'images', file: photo, filename: 'dosa.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const { food } = res.json<{ food: StaffFood }>();
    expect(food).toMatchObject({
      name: 'Ghee Roast Dosa',
      slug: 'ghee-roast-dosa',
      version: 1,
      isAvailable: true,
      isVeg: true,
      isVegan: false,
      variants: [
        { size: 'Regular', price: 149.5, priceAfterDiscount: 129 },
        { size: 'Family', price: 299, priceAfterDiscount: null },
      ],
    });
    expect(food.foodImages).toHaveLength(1);
    expect(food.pictures[0]!.srcset.split(', ')).toHaveLength(3);

    const list = await storefront();
    expect(list.foods[0]!._id).toBe(food._id);
    const details = await t.app.inject({ url: `/api/v1/foods/getFood/${food._id}` });
    expect(details.json().food).toMatchObject({
      name: 'Ghee Roast Dosa',
      foodImages: food.foodImages,
    });
    expect((await storefront('search=ghee%20roast%20dosa')).foods[0]!._id).toBe(food._id);
    const suggestions = await t.app.inject({ url: '/api/v1/foods/suggestions?q=ghee%20roast%20d' });
    expect(suggestions.json().suggestions[0]).toMatchObject({ _id: food._id });
    expect(await categoryCount(menu.categories[0]!._id)).toBe(inCategory + 1);

    const [entry] = await auditOf(food._id, 'food.create');
    expect(entry).toMatchObject({
      actorUserId: menu.staff.userId,
      after: { name: 'Ghee Roast Dosa' },
    });
    expect(await auditOf(food.pictures[0]!.id, 'image.upload')).toHaveLength(1);
  });

  it('allows the same name in another category', async () => {
    const res = await create(newFood({ categoryId: menu.categories[1]!._id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().food.slug).toMatch(/^ghee-roast-dosa-[0-9a-f]{6}$/);
  });

  it('updates: the list and the details show the change; a stale version is refused', async () => {
    const { food } = (await create(newFood({ name: 'Paper Masala' }))).json<{ food: StaffFood }>();
    const res = await update(food._id, {
      version: 1,
      name: 'Paper Masala Dosa',
      variants: [{ size: 'Regular', price: 180, priceAfterDiscount: 160 }],
      isVegan: true,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ food: StaffFood }>().food;
    expect(updated).toMatchObject({
      version: 2,
      name: 'Paper Masala Dosa',
      isVeg: true,
      isVegan: true,
    });

    const details = (await t.app.inject({ url: `/api/v1/foods/getFood/${food._id}` })).json().food;
    expect(details).toMatchObject({
      name: 'Paper Masala Dosa',
      variants: [{ size: 'Regular', price: 180, priceAfterDiscount: 160 }],
    });
    expect((await storefront()).foods.find((f) => f._id === food._id)!.name).toBe(
      'Paper Masala Dosa',
    );

    // A second editor who loaded version 1 saves later: refused, nothing overwritten.
    const stale = await update(food._id, { version: 1, name: 'Plain Dosa' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: FOOD_CHANGED_MESSAGE, code: ErrorCode.FoodChanged });
    const after = (await t.app.inject({ url: `/api/v1/foods/getFood/${food._id}` })).json().food;
    expect(after.name).toBe('Paper Masala Dosa');

    const [entry] = await auditOf(food._id, 'food.update');
    expect(entry).toMatchObject({
      before: { name: 'Paper Masala', version: 1 },
      after: { name: 'Paper Masala Dosa', version: 2 },
    });
  });

  it('sold out shows at once and refuses the cart; sold out today comes back by itself', async () => {
    const { food } = (await create(newFood({ name: 'Onion Uttapam' }))).json<{ food: StaffFood }>();
    const setAvailability = (availability: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/staff/foods/${food._id}/availability`,
        headers: as(),
        payload: { availability },
      });
    const customer = await signInAs(t.app);
    const addToCart = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/addToCart',
        headers: as(customer),
        payload: { foodId: food._id, selectedVariant: { size: 'Regular' }, quantity: 1 },
      });

    expect((await setAvailability('sold-out')).json().food).toMatchObject({
      isAvailable: false,
      availableAgainAt: null,
      version: 1,
    });
    expect((await storefront()).foods.find((f) => f._id === food._id)!.isAvailable).toBe(false);
    expect((await addToCart()).statusCode).toBe(409);

    const today = (await setAvailability('sold-out-today')).json<{ food: StaffFood }>().food;
    expect(today.isAvailable).toBe(false);
    expect(new Date(today.availableAgainAt!).getTime()).toBeGreaterThan(Date.now());
    // The next opening arrives: available again without anyone touching it.
    await t.db
      .update(foods)
      .set({ availableAgainAt: new Date(Date.now() - 1000) })
      .where(eq(foods.id, food._id));
    const details = (await t.app.inject({ url: `/api/v1/foods/getFood/${food._id}` })).json().food;
    expect(details).toMatchObject({ isAvailable: true, availableAgainAt: null });
    expect((await addToCart()).statusCode).toBe(200);

    await setAvailability('sold-out');
    expect((await setAvailability('available')).json().food.isAvailable).toBe(true);
    expect(await auditOf(food._id, 'food.availability')).toHaveLength(4);
    expect((await setAvailability('maybe')).statusCode).toBe(400);
  });

  it('deletes: gone from lists, details, search and counts; restore (undo) brings it back', async () => {
    const { food } = (await create(newFood({ name: 'Neer Dosa' }))).json<{ food: StaffFood }>();
    const inCategory = await categoryCount(menu.categories[0]!._id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/foods/deleteFood/${food._id}`,
      headers: as(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Neer Dosa was deleted');

    expect((await storefront()).foods.some((f) => f._id === food._id)).toBe(false);
    expect((await t.app.inject({ url: `/api/v1/foods/getFood/${food._id}` })).statusCode).toBe(404);
    expect((await storefront('search=neer%20dosa')).foods.some((f) => f._id === food._id)).toBe(
      false,
    );
    expect(await categoryCount(menu.categories[0]!._id)).toBe(inCategory - 1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/foods/deleteFood/${food._id}`,
      headers: as(),
    });
    expect(again.statusCode).toBe(404);
    expect((await update(food._id, { version: 1, name: 'Zombie' })).statusCode).toBe(404);

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/foods/${food._id}/restore`,
      headers: as(),
    });
    expect(restored.statusCode).toBe(200);
    expect((await storefront()).foods.some((f) => f._id === food._id)).toBe(true);
    expect(await auditOf(food._id, 'food.delete')).toHaveLength(1);
    expect(await auditOf(food._id, 'food.restore')).toHaveLength(1);
  });

  it('does not restore over a newer food of the same name', async () => {
    const { food } = (await create(newFood({ name: 'Set Dosa' }))).json<{ food: StaffFood }>();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/foods/deleteFood/${food._id}`,
      headers: as(),
    });
    expect((await create(newFood({ name: 'Set Dosa' }))).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/foods/${food._id}/restore`,
      headers: as(),
    });
    expect(res.statusCode).toBe(409);
  });
});
