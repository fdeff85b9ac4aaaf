import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { API_BASE_PATH } from '@ninetonine/contract';
import { csrfHeaders } from './test-app';

/** An address of its own per browser, so per-IP rate limits only bite where a test wants them. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;
/** Strong enough for the server's rules, unique per call. */
export const strongPassword = () => `Pepper-${randomBytes(6).toString('hex')}-Mint`;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A browser for app.inject: keeps its cookies (deleting cleared ones), sends the CSRF header on
 * state-changing calls, and calls API_BASE_PATH/auth paths unless given a full /api path.
 */
export function testBrowser(app: FastifyInstance, opts: { ip?: string } = {}) {
  const ip = opts.ip ?? randomIp();
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request(
    method: Method,
    path: string,
    init: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const url = path.startsWith('/api/') ? path : `${API_BASE_PATH}/auth${path}`;
    const res = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...(method !== 'GET' && init.csrf !== false ? csrfHeaders : {}),
        ...(jar.size ? { cookie: cookieHeader() } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { payload: init.body as object } : {}),
    });
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date }>) {
      if (!c.value || (c.expires && c.expires.getTime() <= Date.now())) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }

  return {
    ip,
    jar,
    cookieHeader,
    request,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, { headers }),
    post: (path: string, body?: unknown) => request('POST', path, { body }),
    patch: (path: string, body?: unknown) => request('PATCH', path, { body }),
    /** What the session answers now, /me then a refresh: [401, 401] once it has ended. */
    sessionAnswers: async () => [
      (await request('GET', '/me')).statusCode,
      (await request('POST', '/refresh-token', { body: {} })).statusCode,
    ],
    /** Sets a new password with a mailed reset link's token, typed twice as the form does. */
    resetPassword: (token: string, password: string) =>
      request('POST', '/reset-password', { body: { token, password, confirmPassword: password } }),
    /** Signs in with an email and password (a registered account) through the real endpoint. */
    signIn: (account: { email: string; password: string }) =>
      request('POST', '/signIn', { body: { email: account.email, password: account.password } }),
    /** Registers a fresh customer through the real endpoint and keeps its session (and the 201). */
    async register(fields: { name?: string; email?: string; password?: string } = {}) {
      const account = {
        name: fields.name ?? 'Test Diner',
        email: fields.email ?? uniqueEmail(),
        password: fields.password ?? strongPassword(),
      };
      const res = await request('POST', '/register', { body: account });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      const userId = (res.json() as { userData: { _id: string } }).userData._id;
      return { ...account, userId, response: res };
    },
  };
}
export type TestBrowser = ReturnType<typeof testBrowser>;
