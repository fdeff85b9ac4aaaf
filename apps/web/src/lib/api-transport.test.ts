import { API_BASE_PATH, ErrorCode } from '@ninetonine/contract/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startLocalHttpServer, type LocalHttpServer } from '#test/local-http-server';
import { NodeXMLHttpRequest } from '#test/node-xhr';
import { apiClient, errorMessage, isApiError, isErrorCode, type ApiError } from './api-client';
import { serializeParams } from './api-transport';

// The app's one client, pointed at a real local server instead of the page's origin.
let server: LocalHttpServer;
const originalBaseURL = apiClient.defaults.baseURL;
beforeAll(async () => {
  server = await startLocalHttpServer();
  apiClient.defaults.baseURL = server.origin + API_BASE_PATH;
});
afterAll(async () => {
  apiClient.defaults.baseURL = originalBaseURL;
  await server.close();
});
afterEach(() => {
  server.seen.length = 0;
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const OFFLINE = 'We could not reach the kitchen. Check your connection and try again.';

describe('the API client over fetch', () => {
  it('writes query params as axios did, leaving out undefined and null', () => {
    expect(
      serializeParams({
        q: 'dal makhani',
        skip: undefined,
        none: null,
        n: 2,
        flag: true,
        odd: "a:b$c,d/é&=+?#[]!'()~*",
      }),
    ).toBe("q=dal+makhani&n=2&flag=true&odd=a:b$c,d%2F%C3%A9%26%3D%2B%3F%23%5B%5D!'()~*");
    expect(serializeParams({})).toBe('');
  });

  it('sends a GET under the base path with its params, the CSRF header and no body', async () => {
    server.handle = (_req, res) => sendJson(res, 200, { ok: true }, { 'x-answer': 'yes' });
    const { data, status, headers } = await apiClient.get<{ ok: boolean }>('/foods/suggestions', {
      params: { q: 'paneer tikka', page: 2, empty: undefined },
    });
    expect(data).toEqual({ ok: true });
    expect(status).toBe(200);
    expect(headers.get('x-answer')).toBe('yes');
    const [seen] = server.seen;
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe('/api/v1/foods/suggestions?q=paneer+tikka&page=2');
    expect(seen?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(seen?.headers['content-type']).toBeUndefined();
    expect(seen?.body.length).toBe(0);
  });

  it('sends objects as JSON, with the caller’s headers', async () => {
    server.handle = (_req, res) => sendJson(res, 201, { id: 'o1' });
    const { status } = await apiClient.post(
      '/orders',
      { confirmedTotal: 300, note: 'no onion' },
      { headers: { 'Idempotency-Key': 'k1' } },
    );
    expect(status).toBe(201);
    const [seen] = server.seen;
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers['idempotency-key']).toBe('k1');
    expect(seen?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(JSON.parse(seen?.body.toString() ?? '')).toEqual({
      confirmedTotal: 300,
      note: 'no onion',
    });
  });

  it('sends FormData as multipart with the boundary the platform chose', async () => {
    server.handle = (_req, res) => sendJson(res, 200, {});
    const form = new FormData();
    form.append('food', JSON.stringify({ name: 'Dal' }));
    form.append('images', new Blob(['picture bytes'], { type: 'image/webp' }), 'dal.webp');
    await apiClient.post('/foods/createFood', form);
    const [seen] = server.seen;
    const type = seen?.headers['content-type'] ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const body = seen?.body.toString() ?? '';
    expect(body).toContain(type.split('boundary=')[1]);
    expect(body).toContain('{"name":"Dal"}');
    expect(body).toContain('filename="dal.webp"');
    expect(body).toContain('picture bytes');
  });

  it('turns an answer outside 2xx into an ApiError with status, data and headers', async () => {
    server.handle = (_req, res) =>
      sendJson(
        res,
        409,
        { message: 'Email taken', code: ErrorCode.EmailTaken },
        { 'x-why': 'dup' },
      );
    const error = await failure(apiClient.patch('/staff/foods/1', { name: 'Dal' }));
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.response?.status).toBe(409);
    expect(error.response?.data).toEqual({ message: 'Email taken', code: ErrorCode.EmailTaken });
    expect(error.response?.headers.get('x-why')).toBe('dup');
    expect(errorMessage(error, 'fallback')).toBe('Email taken');
    expect(isErrorCode(error, ErrorCode.EmailTaken)).toBe(true);
  });

  it('keeps a body that is not JSON as text, and falls back to the caller’s message', async () => {
    server.handle = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    const error = await failure(apiClient.get('/categories'));
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.response?.data).toBe('<h1>Bad gateway</h1>');
    expect(errorMessage(error, 'Failed to fetch foods')).toBe('Failed to fetch foods');
  });

  it('reads a blob answer, and a refusal of it as JSON', async () => {
    server.handle = (req, res) => {
      if (req.url.includes('from=bad')) return sendJson(res, 400, { message: 'Bad range' });
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end('number,total\n1,300\n');
    };
    const { data } = await apiClient.get<Blob>('/staff/orders/export.csv', {
      params: { from: '2026-01-01', to: '2026-01-31' },
      responseType: 'blob',
    });
    expect(data).toBeInstanceOf(Blob);
    expect(await data.text()).toBe('number,total\n1,300\n');
    const error = await failure(
      apiClient.get('/staff/orders/export.csv', { params: { from: 'bad' }, responseType: 'blob' }),
    );
    // Read as JSON, like every refusal: its message and code are where callers look.
    expect(error.response?.data).toEqual({ message: 'Bad range' });
    expect(errorMessage(error, 'The export failed.')).toBe('Bad range');
  });

  it('asks the user to confirm it is them for a file download too (issue 34, item 7)', async () => {
    let confirmed = false;
    server.handle = (_req, res) => {
      if (!confirmed) {
        return sendJson(res, 403, {
          message: "Please confirm it's you",
          code: ErrorCode.ReauthRequired,
        });
      }
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end('number,total\r\n');
    };
    const asked = vi.fn(() => {
      confirmed = true;
      return Promise.resolve(true);
    });
    apiClient.onReauthRequired(asked);
    try {
      const { data } = await apiClient.get<Blob>('/staff/orders/export.csv', {
        responseType: 'blob',
      });
      expect(asked).toHaveBeenCalledTimes(1);
      expect(await data.text()).toBe('number,total\r\n');
      expect(server.seen).toHaveLength(2);
    } finally {
      apiClient.onReauthRequired(null);
    }
  });

  it('reports a network failure as an ApiError without a response', async () => {
    const gone = await startLocalHttpServer();
    await gone.close();
    apiClient.defaults.baseURL = gone.origin + API_BASE_PATH;
    try {
      const error = await failure(apiClient.get('/categories'));
      expect(error.code).toBe('ERR_NETWORK');
      expect(error.response).toBeUndefined();
      expect(errorMessage(error, 'Failed to fetch foods')).toBe(OFFLINE);
    } finally {
      apiClient.defaults.baseURL = server.origin + API_BASE_PATH;
    }
  });

  it('gives up after its timeout, without a response', async () => {
    server.handle = () => {}; // never answers
    const error = await failure(apiClient.get('/categories', { timeout: 100 }));
    expect(error.code).toBe('ERR_TIMEOUT');
    expect(error.message).toBe('timeout of 100ms exceeded');
    expect(error.response).toBeUndefined();
    expect(errorMessage(error, 'x')).toBe(OFFLINE);
  });

  it('the default timeout is 20 s', () => {
    expect(apiClient.defaults.timeout).toBe(20_000);
  });

  it('stops when the caller’s signal aborts, before or during the request', async () => {
    server.handle = () => {};
    const controller = new AbortController();
    const pending = failure(apiClient.get('/foods/getFood/1', { signal: controller.signal }));
    await vi.waitFor(() => expect(server.seen).toHaveLength(1));
    controller.abort();
    const error = await pending;
    expect(error.code).toBe('ERR_CANCELED');
    expect(error.response).toBeUndefined();

    const early = await failure(apiClient.get('/foods/getFood/2', { signal: controller.signal }));
    expect(early.code).toBe('ERR_CANCELED');
    expect(server.seen).toHaveLength(1);
  });
});

describe('the API client with upload progress (XMLHttpRequest)', () => {
  it('reports the upload as it goes and reads the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', NodeXMLHttpRequest);
    server.handle = (_req, res) => sendJson(res, 201, { pictures: [{ id: 'p1' }] });
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' }), 'a.jpg');
    const events: { loaded: number; total?: number }[] = [];
    const { data, status } = await apiClient.post<{ pictures: { id: string }[] }>(
      '/staff/images',
      form,
      { onUploadProgress: (event) => events.push(event) },
    );
    expect(status).toBe(201);
    expect(data.pictures[0]?.id).toBe('p1');
    expect(events.length).toBeGreaterThan(1);
    const last = events.at(-1);
    expect(last?.loaded).toBe(last?.total);
    expect(events.map((e) => e.loaded)).toEqual(
      [...events.map((e) => e.loaded)].sort((a, b) => a - b),
    );
    const [seen] = server.seen;
    expect(seen?.url).toBe('/api/v1/staff/images');
    expect(seen?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.body.length).toBe(last?.total);
  });

  it('fails the same way as fetch does: status and data, or no response', async () => {
    vi.stubGlobal('XMLHttpRequest', NodeXMLHttpRequest);
    const onUploadProgress = () => {};
    server.handle = (_req, res) => sendJson(res, 413, { message: 'Too large' });
    const refused = await failure(
      apiClient.post('/staff/images', new FormData(), { onUploadProgress }),
    );
    expect(refused.response?.status).toBe(413);
    expect(errorMessage(refused, 'x')).toBe('Too large');

    server.handle = () => {};
    const slow = await failure(
      apiClient.post('/staff/images', new FormData(), { onUploadProgress, timeout: 100 }),
    );
    expect(slow.code).toBe('ERR_TIMEOUT');
    expect(slow.response).toBeUndefined();

    const controller = new AbortController();
    const pending = failure(
      apiClient.post('/staff/images', new FormData(), {
        onUploadProgress,
        signal: controller.signal,
      }),
    );
    await vi.waitFor(() => expect(server.seen).toHaveLength(3));
    controller.abort();
    expect((await pending).code).toBe('ERR_CANCELED');
  });
});
