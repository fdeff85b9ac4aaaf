import type { Category, FoodInput, GetAllFoodResponse } from '@ninetonine/contract';
import { count } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { auditEntries } from './audit-entries';
import { foods } from '#src/db/schema/index';
import { multipartForm, type FormPart } from './multipart';
import { signInAs, type SignedIn } from './sign-in';
import { csrfHeaders, type TestApp } from './test-app';

/**
 * The menu editor's calls as a staff member makes them, and what the storefront then shows,
 * for the staff-foods tests (call inside a describe: it signs the staff member in beforeAll).
 */
export function useStaffMenu(t: TestApp) {
  let staff: SignedIn;
  let categories: Category[];

  beforeAll(async () => {
    staff = await signInAs(t.app, { role: 'staff' });
    const res = await t.app.inject({ url: '/api/v1/categories' });
    categories = res.json<{ categories: Category[] }>().categories;
  });

  const as = (who: SignedIn | null = staff) => ({
    ...csrfHeaders,
    ...(who ? { cookie: who.cookie } : {}),
  });
  const newFood = (overrides: Partial<FoodInput> = {}): FoodInput => ({
    name: 'Ghee Roast Dosa',
    description: 'Crisp, golden and generous with ghee.',
    categoryId: categories[0]!._id,
    variants: [
      { size: 'Regular', price: 149.5, priceAfterDiscount: 129 },
      { size: 'Family', price: 299 },
    ],
    isVeg: true,
    ...overrides,
  });
  const create = async (food: unknown, files: FormPart[] = [], who: SignedIn | null = staff) => {
    const form = await multipartForm([{ name: 'food', value: JSON.stringify(food) }, ...files]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/foods/createFood',
      headers: { ...as(who), ...form.headers },
      payload: form.payload,
    });
  };
  const update = (id: string, payload: object, who: SignedIn | null = staff) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/foods/updateFood/${id}`,
      headers: as(who),
      payload,
    });
  const storefront = async (query = 'sort=newest&limit=100') =>
    (await t.app.inject({ url: `/api/v1/foods/getAllFood?${query}` })).json<GetAllFoodResponse>();
  const foodCount = async () => (await t.db.select({ n: count() }).from(foods))[0]!.n;
  const auditOf = (id: string, action: string) => auditEntries(t.db, id, action);
  const categoryCount = async (id: string) => {
    const res = await t.app.inject({ url: '/api/v1/categories' });
    return res.json<{ categories: Category[] }>().categories.find((c) => c._id === id)!.foodCount;
  };

  return {
    get staff() {
      return staff;
    },
    get categories() {
      return categories;
    },
    as,
    newFood,
    create,
    update,
    storefront,
    foodCount,
    auditOf,
    categoryCount,
  };
}
