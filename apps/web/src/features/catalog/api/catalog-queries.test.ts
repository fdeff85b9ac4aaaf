import { CancelledError, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiClient, type ApiRequest, type Transport } from '@/lib/api-client';
import { makeQueryClient } from '@/lib/query-client';
import { parseMenuParams, toFoodQuery } from '../menu-params';
import { food } from '#test/food-fixture';
import { allFoodsQuery, wholeMenuQuery } from './get-all-food';
import { foodDetailsQuery } from './get-food';
import { foodsByCategoryQuery } from './get-food-by-category';
import { RequestError, isMissing } from '@/lib/request-error';

type Reply = { status: number; data: unknown } | 'network';
/** Every request the queries make, answered by the test instead of a server. */
const calls: ApiRequest[] = [];
let reply: (request: ApiRequest) => Reply = () => ({ status: 200, data: {} });
const originalTransport = apiClient.defaults.transport;

const fakeTransport: Transport = async (request) => {
  calls.push(request);
  const answer = reply(request);
  if (answer === 'network') throw new ApiError('Network Error', 'ERR_NETWORK', request);
  return { data: answer.data, status: answer.status, headers: new Headers() };
};

/**
 * The app's own query client (defaults: docs/storefront-contract.md#constants), without the wait
 * between retries.
 */
function testQueryClient(): QueryClient {
  const queryClient = makeQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return queryClient;
}

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

const onePage = { page: 1, total: 1, totalPages: 1, limit: 12 };

beforeEach(() => {
  calls.length = 0;
  apiClient.defaults.transport = fakeTransport;
});
afterEach(() => {
  apiClient.defaults.transport = originalTransport;
});

describe('catalog queries', () => {
  it('the menu asks for the spec defaults: page 1, 12 dishes', async () => {
    const queryClient = testQueryClient();
    reply = () => ({ status: 200, data: { foods: [], pagination: onePage } });
    await queryClient.fetchQuery(
      allFoodsQuery(toFoodQuery(parseMenuParams(new URLSearchParams()))),
    );
    expect(calls[0]?.params).toEqual({ page: '1', limit: '12', sort: 'popular' });
  });

  it('loads a page of foods and sends the filters the API reads', async () => {
    const queryClient = testQueryClient();
    const pagination = { page: 2, total: 30, totalPages: 3, limit: 12 };
    reply = () => ({ status: 200, data: { foods: [food('a')], pagination } });
    const query = allFoodsQuery({ page: 2, veg: 'true', sort: 'price-asc' });
    const data = await queryClient.fetchQuery(query);
    expect(data.foods.map((f) => f._id)).toEqual(['a']);
    expect(data.pagination).toEqual(pagination);
    expect(queryClient.getQueryData(query.queryKey)).toEqual(data);
    expect(calls[0]?.url).toBe('/foods/getAllFood');
    expect(calls[0]?.params).toEqual({ page: '2', veg: 'true', sort: 'price-asc' });
  });

  it("the phone's whole menu reads every page at the largest size, as one list (decision 0050)", async () => {
    const queryClient = testQueryClient();
    reply = (request) => {
      const page = Number(request.params?.page);
      const pagination = { page, total: 201, totalPages: 3, limit: 100 };
      return { status: 200, data: { foods: [food(`p${page}`)], pagination } };
    };
    const data = await queryClient.fetchQuery(wholeMenuQuery());
    expect(calls.map((c) => c.params)).toEqual(
      [1, 2, 3].map((page) => ({ page: String(page), limit: '100', sort: 'popular' })),
    );
    expect(data.foods.map((f) => f._id)).toEqual(['p1', 'p2', 'p3']);
    expect(data.pagination).toEqual({ page: 1, total: 3, totalPages: 1, limit: 3 });
  });

  it('does not fetch the same list twice once it is loaded', async () => {
    const queryClient = testQueryClient();
    reply = () => ({ status: 200, data: { foods: [food('a')], pagination: onePage } });
    await queryClient.fetchQuery(allFoodsQuery({ page: 1, veg: 'true' }));
    await queryClient.fetchQuery(allFoodsQuery({ veg: 'true', page: 1 }));
    expect(calls).toHaveLength(1);
    await queryClient.fetchQuery(allFoodsQuery({ page: 2, veg: 'true' }));
    expect(calls).toHaveLength(2);
  });

  it("prefers the server's message and falls back to the spec's", async () => {
    const queryClient = testQueryClient();
    reply = () => ({ status: 500, data: { message: 'Kitchen closed' } });
    expect((await failure(queryClient.fetchQuery(allFoodsQuery({})))).message).toBe(
      'Kitchen closed',
    );

    reply = () => ({ status: 500, data: {} });
    expect((await failure(queryClient.fetchQuery(allFoodsQuery({ page: 2 })))).message).toBe(
      'Failed to fetch foods',
    );
    expect((await failure(queryClient.fetchQuery(foodDetailsQuery('x')))).message).toBe(
      'Failed to fetch food details',
    );
    expect((await failure(queryClient.fetchQuery(foodsByCategoryQuery('curries')))).message).toBe(
      'Failed to fetch foods by category',
    );
  });

  it('retries a failed list once (docs/storefront-contract.md#constants)', async () => {
    const queryClient = testQueryClient();
    reply = () => ({ status: 503, data: {} });
    await failure(queryClient.fetchQuery(allFoodsQuery({})));
    expect(calls).toHaveLength(2);
  });

  it('loads a dish, and reports a missing one without asking twice', async () => {
    const queryClient = testQueryClient();
    reply = () => ({ status: 200, data: { food: food('d') } });
    expect((await queryClient.fetchQuery(foodDetailsQuery('d')))._id).toBe('d');
    expect(calls[0]?.url).toBe('/foods/getFood/d');

    calls.length = 0;
    reply = () => ({ status: 404, data: { message: 'Food not found' } });
    const error = await failure(queryClient.fetchQuery(foodDetailsQuery('nope')));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Food not found');
    expect(isMissing(error)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(foodDetailsQuery('nope').queryKey)).toBeUndefined();
  });

  it('loads every dish of a category', async () => {
    const queryClient = testQueryClient();
    reply = () => ({ status: 200, data: { foods: [food('a'), food('b')] } });
    const foods = await queryClient.fetchQuery(foodsByCategoryQuery('curries'));
    expect(foods).toHaveLength(2);
    expect(calls[0]?.url).toBe('/foods/getFoodByCategory/category');
    expect(calls[0]?.params).toEqual({ category: 'curries' });
  });

  it('a cancelled request is not an error and a late answer never lands on another dish', async () => {
    const queryClient = testQueryClient();
    const resolvers: Array<() => void> = [];
    apiClient.defaults.transport = (request) =>
      new Promise((resolve, reject) => {
        request.signal?.addEventListener('abort', () =>
          reject(new ApiError('canceled', 'ERR_CANCELED', request)),
        );
        resolvers.push(() =>
          resolve({
            data: { food: food(request.url.split('/').pop()!) },
            status: 200,
            headers: new Headers(),
          }),
        );
      });
    const one = foodDetailsQuery('one');
    const two = foodDetailsQuery('two');
    const first = queryClient.fetchQuery(one);
    await queryClient.cancelQueries({ queryKey: one.queryKey });
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    expect(queryClient.getQueryState(one.queryKey)?.error).toBeNull();

    const second = queryClient.fetchQuery(two);
    expect(queryClient.getQueryState(two.queryKey)?.fetchStatus).toBe('fetching');
    resolvers[1]?.();
    expect((await second)._id).toBe('two');
    resolvers[0]?.();
    expect(queryClient.getQueryData(two.queryKey)?._id).toBe('two');
    expect(queryClient.getQueryState(two.queryKey)?.fetchStatus).toBe('idle');
  });
});
