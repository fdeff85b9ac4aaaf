import {
  cartResponseSchema,
  orderResponseSchema,
  quoteResponseSchema,
  type CartResponse,
  type FoodOptionGroupInput,
  type StaffFood,
} from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { cartClient } from '#test/cart-fixtures';
import { createAddress, ordersClient, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { useStaffMenu } from '#test/staff-menu';
import { useTestApp } from '#test/test-app';

const cartOf = (res: { statusCode: number; body: string; json(): unknown }): CartResponse => {
  expect(res.statusCode, res.body).toBe(200);
  return cartResponseSchema.parse(res.json());
};

const spiceAndExtras = (): FoodOptionGroupInput[] => [
  {
    name: 'Spice level',
    minPicks: 1,
    maxPicks: 1,
    options: [
      { name: 'Mild', priceDelta: 0 },
      { name: 'Hot', priceDelta: 0 },
      { name: 'Volcano', priceDelta: 0, available: false },
    ],
  },
  {
    name: 'Extras',
    minPicks: 0,
    maxPicks: 2,
    options: [
      { name: 'Boiled egg', priceDelta: 30 },
      { name: 'Extra raita', priceDelta: 25.5 },
      { name: 'Salan', priceDelta: 40 },
    ],
  },
];

describe('dish options (decision 0049): defined by staff, priced and checked by the server', () => {
  const t = useTestApp();
  const menu = useStaffMenu(t);
  const { newFood, create, update, as } = menu;

  let counter = 0;
  async function biryani(groups = spiceAndExtras()) {
    counter += 1;
    const res = await create(
      newFood({
        name: `Options Biryani ${counter}`,
        variants: [{ size: 'Half', price: 299 }],
        optionGroups: groups,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const food = res.json<{ food: StaffFood }>().food;
    const [spice, extras] = food.optionGroups;
    const id = (group: typeof spice, name: string) =>
      group!.options.find((o) => o.name === name)!._id;
    return {
      food,
      mild: id(spice, 'Mild'),
      hot: id(spice, 'Hot'),
      volcano: id(spice, 'Volcano'),
      egg: id(extras, 'Boiled egg'),
      raita: id(extras, 'Extra raita'),
      salan: id(extras, 'Salan'),
    };
  }

  it('staff define option groups; the storefront shows them; customers cannot change them', async () => {
    const { food } = await biryani();
    const res = await t.app.inject({ url: `/api/v1/foods/getFood/${food._id}` });
    expect(res.json().food.optionGroups).toMatchObject([
      {
        name: 'Spice level',
        minPicks: 1,
        maxPicks: 1,
        options: [
          { name: 'Mild', priceDelta: 0, available: true },
          { name: 'Hot', priceDelta: 0, available: true },
          { name: 'Volcano', priceDelta: 0, available: false },
        ],
      },
      {
        name: 'Extras',
        minPicks: 0,
        maxPicks: 2,
        options: [{ name: 'Boiled egg', priceDelta: 30 }, { priceDelta: 25.5 }, {}],
      },
    ]);

    const customer = await signInAs(t.app);
    const refused = await update(food._id, { version: food.version, optionGroups: [] }, customer);
    expect(refused.statusCode).toBe(403);

    for (const bad of [
      { ...spiceAndExtras()[0]!, minPicks: 2, maxPicks: 1 },
      { ...spiceAndExtras()[0]!, maxPicks: 5 },
      { ...spiceAndExtras()[0]!, options: [] },
      { ...spiceAndExtras()[1]!, options: [{ name: 'Egg', priceDelta: -5 }] },
    ]) {
      const res = await update(food._id, { version: food.version, optionGroups: [bad] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    const unchanged = await t.app.inject({ url: `/api/v1/foods/getFood/${food._id}` });
    expect(unchanged.json().food.optionGroups).toHaveLength(2);
  });

  it('refuses an invalid choice with a sentence, and changes nothing', async () => {
    const b = await biryani();
    const other = await biryani();
    const me = await signInAs(t.app);
    const cart = cartClient(t.app, me.cookie);
    const add = (optionIds?: string[]) =>
      cart.add({ foodId: b.food._id, selectedVariant: { size: 'Half' }, quantity: 1, optionIds });
    const cases: [string[] | undefined, string][] = [
      [undefined, 'Choose a Spice level'],
      [[b.egg], 'Choose a Spice level'],
      [[b.mild, b.hot], 'Choose only one Spice level'],
      [[b.mild, b.egg, b.raita, b.salan], 'Choose at most 2 for Extras'],
      [[b.volcano], 'Volcano is not available right now'],
      [[b.mild, other.egg], 'not offered for this dish'],
      [[b.mild, 'no-such-option'], 'not offered for this dish'],
      [[b.mild, b.mild], 'chosen twice'],
    ];
    for (const [ids, message] of cases) {
      const res = await add(ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(cartOf(await cart.get()).cartItems).toEqual([]);
  });

  it('prices options on the server; the same options merge, different ones stay separate', async () => {
    const b = await biryani();
    const me = await signInAs(t.app);
    const cart = cartClient(t.app, me.cookie);
    const add = (optionIds: string[], quantity = 1) =>
      cart.add({
        foodId: b.food._id,
        // A client price is ignored.
        selectedVariant: { size: 'Half', price: 1, priceAfterDiscount: 1 },
        quantity,
        optionIds,
      });
    cartOf(await add([b.hot, b.egg, b.raita]));
    cartOf(await add([b.raita, b.egg, b.hot], 2));
    const after = cartOf(await add([b.mild]));
    expect(after.cartItems).toMatchObject([
      {
        foodId: b.food._id,
        quantity: 3,
        selectedVariant: { size: 'Half', price: 354.5, priceAfterDiscount: null },
        options: [
          { group: 'Spice level', name: 'Hot', priceDelta: 0 },
          { group: 'Extras', name: 'Boiled egg', priceDelta: 30 },
          { group: 'Extras', name: 'Extra raita', priceDelta: 25.5 },
        ],
      },
      { quantity: 1, selectedVariant: { price: 299 }, options: [{ name: 'Mild' }] },
    ]);
    expect(after.totalAmount).toBe(354.5 * 3 + 299);

    const hotKey = after.cartItems[0]!.optionIds!;
    const updated = cartOf(
      await cart.update({ foodId: b.food._id, size: 'Half', quantity: 5, optionIds: hotKey }),
    );
    expect(updated.cartItems.map((l) => l.quantity)).toEqual([5, 1]);
    const removed = cartOf(
      await cart.remove({ foodId: b.food._id, size: 'Half', optionIds: b.mild }),
    );
    expect(removed.cartItems).toHaveLength(1);
    expect(removed.cartItems[0]!.options!.map((o) => o.name)).toEqual([
      'Hot',
      'Boiled egg',
      'Extra raita',
    ]);
    // A line without options is not the line with them.
    const missing = await cart.remove({ foodId: b.food._id, size: 'Half' });
    expect(missing.statusCode).toBe(404);
  });

  it('a line whose option staff made unavailable cannot be ordered', async () => {
    const b = await biryani();
    const me = await signInAs(t.app);
    const cart = cartClient(t.app, me.cookie);
    cartOf(
      await cart.add({
        foodId: b.food._id,
        selectedVariant: { size: 'Half' },
        quantity: 1,
        optionIds: [b.mild, b.salan],
      }),
    );
    const groups = b.food.optionGroups.map((g) => ({
      id: g._id,
      name: g.name,
      minPicks: g.minPicks,
      maxPicks: g.maxPicks,
      options: g.options.map((o) => ({
        id: o._id,
        name: o.name,
        priceDelta: o.priceDelta,
        available: o._id === b.salan ? false : o.available,
      })),
    }));
    const saved = await update(b.food._id, { version: b.food.version, optionGroups: groups });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = cartOf(await cart.get());
    expect(now.cartItems).toMatchObject([{ available: false }]);
    expect(now.totalAmount).toBe(0);
  });

  it('an order keeps its options named and priced as sold after the menu changes', async () => {
    await setRestaurant(t.app);
    const b = await biryani();
    const me = await signInAs(t.app);
    const addressId = await createAddress(t.app, me.userId);
    cartOf(
      await cartClient(t.app, me.cookie).add({
        foodId: b.food._id,
        selectedVariant: { size: 'Half' },
        quantity: 2,
        optionIds: [b.hot, b.salan],
      }),
    );
    const api = ordersClient(t.app, me.cookie);
    const choice = { fulfilment: 'delivery', addressId };
    const quote = quoteResponseSchema.parse((await api.quote(choice)).json()).quote;
    expect(quote.lines).toMatchObject([
      {
        unitPrice: 339,
        lineTotal: 678,
        options: [
          { group: 'Spice level', name: 'Hot', priceDelta: 0 },
          { group: 'Extras', name: 'Salan', priceDelta: 40 },
        ],
      },
    ]);
    expect(quote.subtotal).toBe(678);
    const placed = await api.place({
      ...choice,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: quote.total,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponseSchema.parse(placed.json()).order;

    // The owner renames and reprices the extra, then drops the spice group altogether.
    const [, extras] = b.food.optionGroups;
    const saved = await update(b.food._id, {
      version: b.food.version,
      optionGroups: [
        {
          id: extras!._id,
          name: 'Add-ons',
          minPicks: 0,
          maxPicks: 1,
          options: extras!.options.map((o) => ({
            id: o._id,
            name: `${o.name} (new)`,
            priceDelta: o.priceDelta + 10,
          })),
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const again = orderResponseSchema.parse((await api.get(order._id)).json()).order;
    expect(again.lines).toMatchObject([
      {
        unitPrice: 339,
        quantity: 2,
        lineTotal: 678,
        options: [
          { group: 'Spice level', name: 'Hot', priceDelta: 0 },
          { group: 'Extras', name: 'Salan', priceDelta: 40 },
        ],
      },
    ]);
    const staff = await t.app.inject({
      url: `/api/v1/staff/orders/${order._id}`,
      headers: as(),
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(JSON.stringify(staff.json())).toContain('"name":"Salan"');
  });
});

describe('three-state dietary facts (decision 0049): only a stated "free of" is a claim', () => {
  const t = useTestApp();
  const { newFood, create, update, storefront } = useStaffMenu(t);

  it('an unticked box states nothing: no nut-free claim, not found by the nut-free filter', async () => {
    const res = await create(
      newFood({ name: 'Unstated Dosa', isVeg: false, containsNuts: false, dietary: undefined }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const food = res.json<{ food: StaffFood }>().food;
    expect(food).toMatchObject({
      isVeg: false,
      containsNuts: false,
      dietary: { meat: 'unstated', animalProducts: 'unstated', nuts: 'unstated' },
    });
    const nutFree = await storefront('nutFree=true&limit=100');
    expect(nutFree.foods.map((f) => f.name)).not.toContain('Unstated Dosa');
    const searched = await storefront('nutFree=true&search=unstated%20dosa');
    expect(searched.foods.map((f) => f.name)).not.toContain('Unstated Dosa');

    const stated = await update(food._id, {
      version: food.version,
      dietary: { nuts: 'free', animalProducts: 'free' },
    });
    expect(stated.statusCode, stated.body).toBe(200);
    expect(stated.json().food).toMatchObject({
      isVeg: true,
      isVegan: true,
      containsNuts: false,
      dietary: { meat: 'free', animalProducts: 'free', nuts: 'free' },
    });
    expect((await storefront('nutFree=true&limit=100')).foods.map((f) => f.name)).toContain(
      'Unstated Dosa',
    );
    expect(
      (await storefront('nutFree=true&search=unstated%20dosa')).foods.map((f) => f.name),
    ).toContain('Unstated Dosa');

    const refused = await update(food._id, {
      version: food.version + 1,
      dietary: { nuts: 'maybe' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
