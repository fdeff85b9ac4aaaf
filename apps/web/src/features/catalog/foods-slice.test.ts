import { configureStore } from '@reduxjs/toolkit';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Food } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import {
  fetchFoodDetails,
  fetchFoods,
  fetchFoodsByCategory,
  foodCreated,
  foodDeleted,
  foodsSlice,
  foodUpdated,
} from './foods-slice';

function food(id: string, overrides: Partial<Food> = {}): Food {
  return {
    _id: id,
    name: `Dish ${id}`,
    slug: `dish-${id}`,
    description: 'Tasty',
    category: { _id: 'c1', name: 'Curries', slug: 'curries' },
    foodImages: [`/api/v1/images/${id}`],
    variants: [{ size: 'Regular', price: 200, priceAfterDiscount: null }],
    isVeg: true,
    isVegan: false,
    isSpicy: false,
    containsNuts: false,
    isSpecial: false,
    isAvailable: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Reply = { status: number; data: unknown } | 'network';
/** Every request the thunks make, answered by the test instead of a server. */
const calls: InternalAxiosRequestConfig[] = [];
let reply: (config: InternalAxiosRequestConfig) => Reply = () => ({ status: 200, data: {} });
const originalAdapter = apiClient.defaults.adapter;

const fakeAdapter: AxiosAdapter = async (config) => {
  calls.push(config);
  const answer = reply(config);
  if (answer === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  const response = {
    data: answer.data,
    status: answer.status,
    statusText: String(answer.status),
    headers: new AxiosHeaders(),
    config,
  };
  if (answer.status >= 400) {
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  }
  return response;
};

const makeTestStore = () => configureStore({ reducer: { foods: foodsSlice.reducer } });

beforeEach(() => {
  calls.length = 0;
  apiClient.defaults.adapter = fakeAdapter;
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

describe('foods slice', () => {
  it('starts with the spec defaults (page 1, limit 12)', () => {
    const { foods } = makeTestStore().getState();
    expect(foods.foods).toEqual([]);
    expect(foods.pagination).toEqual({ page: 1, total: 0, totalPages: 0, limit: 12 });
    expect(foods.foodDetails).toBeNull();
    expect(foods.loading).toBe(false);
    expect(foods.error).toBeNull();
  });

  it('fetchFoods loads a page and sends the filters the API reads', async () => {
    const store = makeTestStore();
    const pagination = { page: 2, total: 30, totalPages: 3, limit: 12 };
    reply = () => ({ status: 200, data: { foods: [food('a')], pagination } });
    const pending = store.dispatch(fetchFoods({ page: 2, veg: 'true', sort: 'price-asc' }));
    expect(store.getState().foods.loading).toBe(true);
    await pending;
    const state = store.getState().foods;
    expect(state.loading).toBe(false);
    expect(state.foods.map((f) => f._id)).toEqual(['a']);
    expect(state.pagination).toEqual(pagination);
    expect(calls[0]?.url).toBe('/foods/getAllFood');
    expect(calls[0]?.params).toEqual({ page: '2', veg: 'true', sort: 'price-asc' });
  });

  it('does not fetch the same list twice once it is loaded', async () => {
    const store = makeTestStore();
    reply = () => ({
      status: 200,
      data: { foods: [food('a')], pagination: { page: 1, total: 1, totalPages: 1, limit: 12 } },
    });
    await store.dispatch(fetchFoods({ page: 1, veg: 'true' }));
    await store.dispatch(fetchFoods({ veg: 'true', page: 1 }));
    expect(calls).toHaveLength(1);
    await store.dispatch(fetchFoods({ page: 2, veg: 'true' }));
    expect(calls).toHaveLength(2);
  });

  it("prefers the server's message and falls back to the spec's", async () => {
    const store = makeTestStore();
    reply = () => ({ status: 500, data: { message: 'Kitchen closed' } });
    await store.dispatch(fetchFoods({}));
    expect(store.getState().foods.error).toBe('Kitchen closed');
    expect(store.getState().foods.loading).toBe(false);

    reply = () => ({ status: 500, data: {} });
    await store.dispatch(fetchFoods({}));
    expect(store.getState().foods.error).toBe('Failed to fetch foods');

    await store.dispatch(fetchFoodDetails('x'));
    expect(store.getState().foods.error).toBe('Failed to fetch food details');

    await store.dispatch(fetchFoodsByCategory('curries'));
    expect(store.getState().foods.error).toBe('Failed to fetch foods by category');
  });

  it('fetchFoodDetails stores the food and reports a 404 to the caller', async () => {
    const store = makeTestStore();
    reply = () => ({ status: 200, data: { food: food('d') } });
    await store.dispatch(fetchFoodDetails('d'));
    expect(store.getState().foods.foodDetails?._id).toBe('d');
    expect(calls[0]?.url).toBe('/foods/getFood/d');

    reply = () => ({ status: 404, data: { message: 'Food not found' } });
    const result = await store.dispatch(fetchFoodDetails('nope'));
    expect(fetchFoodDetails.rejected.match(result) && result.payload?.status).toBe(404);
    expect(store.getState().foods.foodDetails).toBeNull();
    expect(store.getState().foods.error).toBe('Food not found');
  });

  it('fetchFoodsByCategory replaces the list with one page of that category', async () => {
    const store = makeTestStore();
    reply = () => ({ status: 200, data: { foods: [food('a'), food('b')] } });
    await store.dispatch(fetchFoodsByCategory('curries'));
    const state = store.getState().foods;
    expect(state.foods).toHaveLength(2);
    expect(state.pagination).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(calls[0]?.url).toBe('/foods/getFoodByCategory/category');
    expect(calls[0]?.params).toEqual({ category: 'curries' });
  });

  it('an aborted request is not an error and a late answer never overwrites a newer one', async () => {
    const store = makeTestStore();
    const resolvers: Array<() => void> = [];
    apiClient.defaults.adapter = (config) =>
      new Promise((resolve, reject) => {
        config.signal?.addEventListener?.('abort', () =>
          reject(new AxiosError('canceled', 'ERR_CANCELED', config)),
        );
        resolvers.push(() =>
          resolve({
            data: { food: food(String(config.url).split('/').pop()!) },
            status: 200,
            statusText: 'OK',
            headers: new AxiosHeaders(),
            config,
          }),
        );
      });
    const first = store.dispatch(fetchFoodDetails('one'));
    first.abort();
    const second = store.dispatch(fetchFoodDetails('two'));
    await first;
    expect(store.getState().foods.error).toBeNull();
    expect(store.getState().foods.loading).toBe(true);
    resolvers[1]?.();
    await second;
    expect(store.getState().foods.foodDetails?._id).toBe('two');
    expect(store.getState().foods.loading).toBe(false);
  });

  it('create puts the food first, update replaces it everywhere, delete removes it', async () => {
    const store = makeTestStore();
    reply = (config) =>
      config.url === '/foods/getAllFood'
        ? {
            status: 200,
            data: {
              foods: [food('a'), food('b')],
              pagination: { page: 1, total: 2, totalPages: 1, limit: 12 },
            },
          }
        : { status: 200, data: { food: food('b') } };
    await store.dispatch(fetchFoods({}));
    await store.dispatch(fetchFoodDetails('b'));

    store.dispatch(foodCreated(food('new')));
    expect(store.getState().foods.foods.map((f) => f._id)).toEqual(['new', 'a', 'b']);
    expect(store.getState().foods.pagination.total).toBe(3);

    store.dispatch(foodUpdated(food('b', { name: 'Renamed' })));
    expect(store.getState().foods.foods[2]?.name).toBe('Renamed');
    expect(store.getState().foods.foodDetails?.name).toBe('Renamed');

    store.dispatch(foodDeleted('a'));
    expect(store.getState().foods.foods.map((f) => f._id)).toEqual(['new', 'b']);
    expect(store.getState().foods.pagination.total).toBe(2);
  });
});
