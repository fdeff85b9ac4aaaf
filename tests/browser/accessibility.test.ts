import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitSignIn } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { someCategory, someFood } from './catalog-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { placeOrder } from './order-helpers';
import { createStaffAccount } from './staff-helpers';

const axeSource = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** The conformance target: WCAG 2.2 A and AA (axe's best-practice rules are not run). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's violations on the page as it stands, in a line each (rule, impact, where). Run
 * through the DevTools protocol, so the page's strict CSP does not stop the script.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<unknown> } })
      .axe;
    const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
    return ((await axe.run(document, options)) as { violations: Violation[] }).violations;
  }, WCAG_TAGS);
  return violations.flatMap((v) =>
    v.nodes
      .map((n) => n.target.join(' '))
      .map((target) => `${v.id} (${v.impact}): ${v.help} at ${target}`),
  );
}

/** Opens each path, waits for its main heading, and collects what axe finds there. */
async function checkPages(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    const violations = await axeViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

/** Every route checked with axe-core, signed out, as a customer and as staff (decision 0045). */
describe('accessibility (axe-core) of every route', () => {
  const t = useBrowserStack();

  it('finds no violation on the storefront signed out, phone and desktop', async () => {
    const [food, category] = await Promise.all([someFood(t.baseUrl), someCategory(t.baseUrl)]);
    const paths = [
      '/',
      '/menu',
      `/menu/${food._id}`,
      `/category/${category.slug}`,
      '/search',
      '/nine-specials',
      '/offers',
      '/cart',
      '/signin',
      '/signup',
      '/forgot-password',
      '/invitation',
      '/help',
      '/terms-and-conditions',
      '/contact-us',
      '/privacy-policy',
      '/refund-policy',
      '/about',
      '/no/such/page',
    ];
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await t.newPage(viewport);
      expect(await checkPages(page, paths), `${viewport.width} px`).toEqual({});
      // The unknown address answers 404 (decision 0050), which Chromium logs; nothing else.
      expect(errors.filter((e) => !/status of 404 .*\/no\/such\/page\)$/.test(e))).toEqual([]);
    }
  }, 300_000);

  it("finds no violation on a customer's pages", async () => {
    // A customer with an order, so its page (tracker, totals, cancel) is checked too.
    const customer = await registerUser(t.baseUrl, 'axe');
    const [food] = orderable(await menuFoods(t.baseUrl));
    const order = await placeOrder(t.baseUrl, customer, food!, 'pickup', '');
    const { page, errors } = await t.newPage(PHONE);
    await page.goto('/signin?redirect=%2Faccounts');
    await submitSignIn(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === '/accounts', WAIT);
    const paths = [
      '/accounts',
      '/change-password',
      '/cart',
      '/checkout',
      '/order-confirmation',
      `/order-confirmation?id=${order._id}`,
    ];
    expect(await checkPages(page, paths)).toEqual({});
    expect(errors).toEqual([]);
  }, 180_000);

  it("finds no violation on the staff side's pages", async () => {
    const admin = await createStaffAccount(t, 'admin');
    const { page, errors } = await t.newPage(DESKTOP);
    await page.goto('/signin?redirect=%2Fadmin');
    await submitSignIn(page, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname === '/admin', WAIT);
    const paths = [
      '/admin',
      '/admin/orders',
      '/admin/menu',
      '/admin/menu/new',
      '/admin/categories',
      '/admin/offers',
      '/admin/messages',
      '/admin/users',
      '/admin/settings',
      '/admin/delivery-areas',
      '/admin/audit',
    ];
    expect(await checkPages(page, paths)).toEqual({});
    expect(errors).toEqual([]);
  }, 240_000);
});
