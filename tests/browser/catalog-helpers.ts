import type { Page } from 'playwright-core';
import type { Category, Food, GetAllFoodResponse } from '@ninetonine/contract';

/** Generous waits: the suite shares a small, busy machine. */
export const WAIT = { timeout: 30_000 };

export async function apiGet<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function firstFoods(baseUrl: string, query = ''): Promise<GetAllFoodResponse> {
  return apiGet<GetAllFoodResponse>(baseUrl, `/foods/getAllFood${query}`);
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

/** The page's h1, once the lazy page and its data have arrived. */
export async function h1Text(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.first().waitFor(WAIT);
  return (await h1.first().innerText()).trim();
}

/** Dish names shown in a grid, in order. */
export async function cardNames(page: Page, label: string): Promise<string[]> {
  const list = page.getByRole('list', { name: label });
  await list.waitFor(WAIT);
  return list.getByRole('heading', { level: 3 }).allInnerTexts();
}
