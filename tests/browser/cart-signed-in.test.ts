import type { Food } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartLinkName,
  localItem,
  menuFoods,
  orderable,
  registerUser,
  seedLocalCart,
  serverCart,
  type ApiUser,
} from './cart-helpers';
import { useBrowserStack, WAIT } from './harness';

/** Signs in through the /signin form (labels "Email" and "Password", button "Sign in"). */
async function signIn(page: Page, user: ApiUser) {
  if (!page.url().endsWith('/signin')) await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}

/** Polls the server cart until it matches (the storefront writes asynchronously). */
async function expectServerCart(user: ApiUser, expected: [string, string, number][]) {
  await expect.poll(() => serverCart(user), { ...WAIT, interval: 200 }).toEqual(expected);
}

/** Whether the persisted cart says the local cart was merged into the server's. */
const persistedMerged = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(JSON.parse(localStorage.getItem('persist:ninetonine') ?? '{}').cart ?? '{}') as {
          merged?: boolean;
        }
      ).merged,
  );

describe('cart, signed in', () => {
  const t = useBrowserStack();
  let foods: Food[];
  beforeAll(async () => {
    foods = orderable(await menuFoods(t.baseUrl));
    expect(foods.length).toBeGreaterThanOrEqual(3);
  });

  it('merges the local cart into the server cart on sign-in, writes through, and resets on sign-out', async () => {
    const [a, b, c] = foods as [Food, Food, Food];
    const size = (f: Food) => f.variants[0]!.size;
    const user = await registerUser(t.baseUrl, 'merge');
    // The server cart already holds A × 5 and C × 1.
    for (const [food, quantity] of [
      [a, 5],
      [c, 1],
    ] as const) {
      const res = await user.call('POST', '/cart/addToCart', {
        foodId: food._id,
        selectedVariant: { size: size(food) },
        quantity,
      });
      expect(res.status).toBe(200);
    }

    // Anonymous, the visitor put A × 2 and B × 1 in the cart, then signs in.
    const { page, errors } = await t.newPage();
    await seedLocalCart(page, [localItem(a, 2), localItem(b, 1)], '/signin');
    await page.getByRole('link', { name: cartLinkName(3) }).waitFor();
    await signIn(page, user);

    // docs/storefront-contract.md#login-cart-sync: B (missing on the server) is posted, A is
    // brought to the local quantity, C stays; then the server cart replaces the local one.
    await page.getByRole('link', { name: cartLinkName(4) }).waitFor();
    await expectServerCart(user, [
      [a._id, size(a), 2],
      [c._id, size(c), 1],
      [b._id, size(b), 1],
    ]);
    await expect.poll(() => persistedMerged(page), WAIT).toBe(true);

    // Changes on /cart go to the server.
    await page.getByRole('link', { name: cartLinkName(4) }).click();
    const bLabel = `${b.name} (${size(b)})`;
    await page.getByRole('button', { name: `Increase quantity of ${bLabel}` }).click();
    await expectServerCart(user, [
      [a._id, size(a), 2],
      [c._id, size(c), 1],
      [b._id, size(b), 2],
    ]);
    await page.getByRole('button', { name: `Remove ${c.name} (${size(c)})` }).click();
    await expectServerCart(user, [
      [a._id, size(a), 2],
      [b._id, size(b), 2],
    ]);
    await page.getByRole('link', { name: cartLinkName(4) }).waitFor();

    // A reload keeps the signed-in cart without pushing anything back.
    await page.reload();
    await page.getByRole('link', { name: cartLinkName(4) }).waitFor();

    // Sign out: the local cart is reset; the server cart stays for the next sign-in.
    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('link', { name: cartLinkName(0) }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: cartLinkName(0) }).waitFor();
    await expectServerCart(user, [
      [a._id, size(a), 2],
      [b._id, size(b), 2],
    ]);
    expect(errors).toEqual([]);
  });

  it("adds go to the server; a refusal rolls back and shows the server's message", async () => {
    const food = foods.find((f) => f.variants.length > 1) ?? foods[0]!;
    const variant = food.variants[0]!;
    const user = await registerUser(t.baseUrl, 'refusal');
    const { page, errors } = await t.newPage();
    await signIn(page, user);
    await page.getByRole('link', { name: cartLinkName(0) }).waitFor();

    await page.goto(`/menu/${food._id}`);
    await page.getByRole('heading', { level: 1, name: food.name }).waitFor();
    if (food.variants.length > 1) {
      await page.locator(`input[type=radio][value="${variant.size}"]`).check();
    }
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor();
    await expectServerCart(user, [[food._id, variant.size, 1]]);

    // Another device fills that line up to 98; this page still shows 1.
    const res = await user.call('PUT', '/cart/updateCartItem', {
      foodId: food._id,
      size: variant.size,
      quantity: 98,
    });
    expect(res.status).toBe(200);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: 'at most 99' });
    await toast.waitFor();
    // Rolled back, then caught up with the server's 98.
    await page.getByRole('link', { name: cartLinkName(98) }).waitFor();
    await expectServerCart(user, [[food._id, variant.size, 98]]);
    // The browser itself reports the refused request (409); nothing else may be logged.
    expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  });
});
