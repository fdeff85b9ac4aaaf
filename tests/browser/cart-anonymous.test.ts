import { effectivePrice, type Food } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLinkName, localItem, menuFoods, orderable, seedLocalCart } from './cart-helpers';
import { groupedMenuShown } from './catalog-helpers';
import { useBrowserStack, WAIT } from './harness';

const PHONE_360 = { width: 360, height: 740 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('cart, anonymous visitor', () => {
  const t = useBrowserStack();
  let foods: Food[];
  beforeAll(async () => {
    foods = orderable(await menuFoods(t.baseUrl));
    expect(foods.length).toBeGreaterThanOrEqual(3);
  });

  it('adds from a menu card with feedback, and the cart survives a reload', async () => {
    const { page, errors } = await t.newPage(PHONE_360);
    await page.goto('/menu');
    await groupedMenuShown(page);
    const add = page.getByRole('button', { name: /^Add to cart: / }).first();
    await add.waitFor();
    const name = (await add.getAttribute('aria-label')) ?? (await add.textContent()) ?? '';
    const dish = name.replace(/^.*Add to cart: /, '').trim();
    const food = foods.find((f) => f.name === dish)!;
    expect(food).toBeDefined();
    await add.click();

    const toast = page.getByRole('status').filter({ hasText: 'to your cart' });
    await expect
      .poll(() => toast.textContent(), WAIT)
      .toContain(`Added 1 × ${food.name} (${food.variants[0]!.size}) to your cart`);
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor();

    await page.reload();
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor();
    await page.getByRole('link', { name: cartLinkName(1) }).click();
    await page.getByRole('heading', { name: food.name }).waitFor();
    await expect.poll(() => pageWidth(page), WAIT).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });

  it('adds from the details page with the chosen size and quantity', async () => {
    const food = foods.find((f) => f.variants.length > 1) ?? foods[0]!;
    const variant = food.variants[food.variants.length - 1]!;
    const { page, errors } = await t.newPage();
    await page.goto(`/menu/${food._id}`);
    await page.getByRole('heading', { level: 1, name: food.name }).waitFor();
    if (food.variants.length > 1)
      await page.locator(`input[type=radio][value="${variant.size}"]`).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: 'to your cart' });
    await expect
      .poll(() => toast.textContent(), WAIT)
      .toContain(`Added 2 × ${food.name} (${variant.size}) to your cart`);
    await toast.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    const qty = page.getByRole('spinbutton', {
      name: `Quantity of ${food.name} (${variant.size})`,
      exact: true,
    });
    await expect.poll(() => qty.inputValue(), WAIT).toBe('2');
    await page.getByRole('link', { name: cartLinkName(2) }).waitFor();
    expect(errors).toEqual([]);
  });

  it('changes quantities and removes lines, keeping totals right', async () => {
    const [a, b] = foods;
    const { page, errors } = await t.newPage(PHONE_360);
    await seedLocalCart(page, [localItem(a!, 1), localItem(b!, 2)]);
    const aLabel = `${a!.name} (${a!.variants[0]!.size})`;
    const bLabel = `${b!.name} (${b!.variants[0]!.size})`;
    await page.getByRole('link', { name: cartLinkName(3) }).waitFor();

    await page.getByRole('button', { name: `Increase quantity of ${aLabel}` }).click();
    await page.getByRole('link', { name: cartLinkName(4) }).waitFor();

    // Typed quantities apply on Enter; out-of-range ones are brought back to 1..99.
    const qty = page.getByRole('spinbutton', { name: `Quantity of ${bLabel}`, exact: true });
    await qty.fill('150');
    await qty.press('Enter');
    await page.getByRole('link', { name: cartLinkName(101) }).waitFor();
    await qty.fill('5');
    await qty.press('Enter');
    await page.getByRole('link', { name: cartLinkName(7) }).waitFor();

    // By keyboard: focus the decrease button and press Enter.
    await page.getByRole('button', { name: `Decrease quantity of ${bLabel}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: cartLinkName(6) }).waitFor();

    const unit = (f: Food) => effectivePrice(f.variants[0]!);
    const expected = Math.round(2 * unit(a!) * 100 + 4 * unit(b!) * 100) / 100;
    const summary = page.getByRole('region', { name: 'Order summary' });
    const fmt = (n: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        ...(Number.isInteger(n) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
      }).format(n);
    await expect.poll(() => summary.textContent(), WAIT).toContain(fmt(expected));

    await page.getByRole('button', { name: `Remove ${aLabel}` }).click();
    await page.getByRole('link', { name: cartLinkName(4) }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: a!.name }).count(), WAIT).toBe(0);

    await page.reload();
    await page.getByRole('link', { name: cartLinkName(4) }).waitFor();
    await expect.poll(() => pageWidth(page), WAIT).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });

  it('clears the cart only after confirmation, then leads back to the menu', async () => {
    const { page, errors } = await t.newPage();
    await seedLocalCart(page, [localItem(foods[0]!, 2), localItem(foods[1]!, 1)]);
    await page.getByRole('link', { name: cartLinkName(3) }).waitFor();

    await page.getByRole('button', { name: 'Clear cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your cart?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep my cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: cartLinkName(3) }).waitFor();

    // Escape cancels too.
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: cartLinkName(3) }).waitFor();

    await page.getByRole('button', { name: 'Clear cart' }).click();
    await dialog.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await page.getByRole('link', { name: cartLinkName(0) }).waitFor();
    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await page.waitForURL('**/menu');
    expect(errors).toEqual([]);
  });
});
