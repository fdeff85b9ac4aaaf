import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  API_BASE_PATH,
  type Category,
  type Food,
  type GetAllFoodResponse,
} from '@ninetonine/contract';
import { WAIT } from './harness';

export async function apiGet<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function firstFoods(baseUrl: string, query = ''): Promise<GetAllFoodResponse> {
  return apiGet<GetAllFoodResponse>(baseUrl, `/foods/getAllFood${query}`);
}

/** Every dish on the menu, as the API lists them page after page. */
export async function wholeMenu(baseUrl: string): Promise<Food[]> {
  const foods: Food[] = [];
  for (let page = 1; ; page++) {
    const answer = await firstFoods(baseUrl, `?limit=100&page=${page}`);
    foods.push(...answer.foods);
    if (page >= answer.pagination.totalPages) return foods;
  }
}

export async function someFood(baseUrl: string): Promise<Food> {
  const { foods } = await firstFoods(baseUrl);
  const food = foods[0];
  if (!food) throw new Error('The demo menu is empty: the API should seed it on first start');
  return food;
}

export async function someCategory(baseUrl: string): Promise<Category> {
  const { categories } = await apiGet<{ categories: Category[] }>(baseUrl, '/categories');
  const category = categories.find((c) => c.foodCount > 0) ?? categories[0];
  if (!category) throw new Error('No categories: the API should seed them on first start');
  return category;
}

/**
 * The page's first h1 as it reads now (waiting for one to exist). A page may still be on its way:
 * assert with `expect.poll(() => h1Text(page), WAIT)`.
 */
export async function h1Text(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.first().waitFor(WAIT);
  return (await h1.first().innerText()).trim();
}

/**
 * Waits for a phone's /menu to show the whole menu grouped by section (decision 0050): the server
 * renders the paged list, swapped for the grouped one once the app has the whole menu.
 */
export async function groupedMenuShown(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menu sections' })
    .locator('a[href^="#menu-section-"]')
    .first()
    .waitFor(WAIT);
}

/** Dish names shown in a grid, in order, as it reads now (poll it to compare). */
export async function cardNames(page: Page, label: string): Promise<string[]> {
  const list = page.getByRole('list', { name: label });
  await list.waitFor(WAIT);
  return list.getByRole('heading', { level: 3 }).allInnerTexts();
}

/**
 * The page's first "Add to cart" (a card's is named "Add to cart: <dish>"), once it acts: a
 * page the server rendered keeps it disabled until the app is there (decision 0027).
 */
export async function addToCartOnceItActs(page: Page, name = /^Add to cart/): Promise<Locator> {
  const add = page.getByRole('button', { name }).first();
  await expect.poll(() => add.isEnabled(), WAIT).toBe(true);
  return add;
}

/** Sums every layout shift of the page from its first paint on (read it with `layoutShifted`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        w.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift recorded so far (recordLayoutShifts). */
export const layoutShifted = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifted: number }).shifted);
