import { API_BASE_PATH, ErrorCode } from '@ninetonine/contract/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startLocalHttpServer, type LocalHttpServer } from '#test/local-http-server';
import { apiClient, isApiError, onSessionExpired } from './api-client';

/**
 * A session server in miniature: the access cookie is either live or not, and the refresh call
 * answers as the test says (a new session, a dead one, or "superseded" by another tab).
 */
let server: LocalHttpServer;
let live: boolean;
let refreshAnswer: 'ok' | 'dead' | 'superseded';
let refreshDelayMs: number;
let expiredCalls: number;

const originalBaseURL = apiClient.defaults.baseURL;
beforeAll(async () => {
  server = await startLocalHttpServer();
  apiClient.defaults.baseURL = server.origin + API_BASE_PATH;
  server.handle = (req, res) => {
    const path = req.url.replace(API_BASE_PATH, '').split('?')[0];
    if (path === '/auth/refresh-token') {
      setTimeout(() => {
        if (refreshAnswer === 'ok') {
          live = true;
          sendJson(res, 200, { message: 'refreshed' });
        } else if (refreshAnswer === 'superseded') {
          // The other tab's refresh already set the new cookies.
          live = true;
          sendJson(res, 401, { message: 'Superseded', code: ErrorCode.RefreshSuperseded });
        } else {
          sendJson(res, 401, { message: 'Session expired', code: ErrorCode.SessionExpired });
        }
      }, refreshDelayMs);
      return;
    }
    if (path === '/always-401') return sendJson(res, 401, { message: 'Nope' });
    if (live) return sendJson(res, 200, { path, body: req.body.toString() });
    sendJson(res, 401, { message: 'Sign in first', code: ErrorCode.Unauthorized });
  };
});
afterAll(async () => {
  apiClient.defaults.baseURL = originalBaseURL;
  onSessionExpired(() => {});
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
  live = false;
  refreshAnswer = 'ok';
  refreshDelayMs = 0;
  expiredCalls = 0;
  onSessionExpired(() => {
    expiredCalls += 1;
  });
});

/** Method and path of every request the server saw, in order. */
const seen = () =>
  server.seen.map((r) => `${r.method} ${r.url.replace(API_BASE_PATH, '').split('?')[0]}`);

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the API client on a 401', () => {
  it('refreshes the session and retries the request once, body and params included', async () => {
    const { data } = await apiClient.post<{ body: string }>(
      '/cart/addToCart',
      { foodId: 'f1' },
      { params: { at: 1 } },
    );
    expect(data.body).toBe('{"foodId":"f1"}');
    expect(seen()).toEqual([
      'POST /cart/addToCart',
      'POST /auth/refresh-token',
      'POST /cart/addToCart',
    ]);
    expect(server.seen[2]?.url).toBe('/api/v1/cart/addToCart?at=1');
    expect(server.seen[1]?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(expiredCalls).toBe(0);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const error = await failure(apiClient.get('/always-401'));
    expect(error.response?.status).toBe(401);
    expect(seen()).toEqual(['GET /always-401', 'POST /auth/refresh-token', 'GET /always-401']);
    expect(expiredCalls).toBe(0);
  });

  it('requests that hit a 401 at once share one refresh', async () => {
    refreshDelayMs = 50;
    const answers = await Promise.all([
      apiClient.get('/addresses'),
      apiClient.get('/orders'),
      apiClient.get('/cart/getUserCart'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(seen().filter((s) => s === 'POST /auth/refresh-token')).toHaveLength(1);
    expect(seen()).toHaveLength(7);

    // Once it has settled, a later 401 starts a refresh of its own.
    live = false;
    await apiClient.get('/addresses');
    expect(seen().filter((s) => s === 'POST /auth/refresh-token')).toHaveLength(2);
  });

  it.each([
    ['GET', '/auth/me'],
    ['POST', '/auth/signIn'],
    ['POST', '/auth/register'],
    ['POST', '/auth/googleSignIn'],
    ['POST', '/auth/register/phone'],
  ] as const)('never refreshes for %s %s', async (method, path) => {
    const call = method === 'GET' ? apiClient.get(path) : apiClient.post(path, {});
    const error = await failure(call);
    expect(error.response?.status).toBe(401);
    expect(seen()).toEqual([`${method} ${path}`]);
    expect(expiredCalls).toBe(0);
  });

  it('a refresh that fails ends the session and rejects with the first 401', async () => {
    refreshAnswer = 'dead';
    const error = await failure(apiClient.get('/addresses'));
    expect(error.response?.status).toBe(401);
    expect(error.response?.data).toEqual({
      message: 'Sign in first',
      code: ErrorCode.Unauthorized,
    });
    expect(error.request.url).toBe('/addresses');
    expect(seen()).toEqual(['GET /addresses', 'POST /auth/refresh-token']);
    expect(expiredCalls).toBe(1);
  });

  it('a refresh another tab superseded still retries, and the session lives on', async () => {
    refreshAnswer = 'superseded';
    const { status } = await apiClient.get('/addresses');
    expect(status).toBe(200);
    expect(seen()).toEqual(['GET /addresses', 'POST /auth/refresh-token', 'GET /addresses']);
    expect(expiredCalls).toBe(0);
  });

  it('a 403 or a 500 is answered as it is', async () => {
    server.seen.length = 0;
    const handle = server.handle;
    server.handle = (_req, res) => sendJson(res, 403, { message: 'Staff only' });
    try {
      expect((await failure(apiClient.get('/staff/orders'))).response?.status).toBe(403);
      expect(seen()).toEqual(['GET /staff/orders']);
    } finally {
      server.handle = handle;
    }
  });
});
