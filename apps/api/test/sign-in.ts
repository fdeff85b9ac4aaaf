import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { UserRole } from '#src/db/schema/index';
import { users } from '#src/db/schema/index';
import { ACCESS_COOKIE } from '#src/modules/auth/sessions/session-cookies';
import { csrfHeaders } from './test-app';

export interface SignedIn {
  userId: string;
  /** Ready for `headers: { cookie }` in app.inject. */
  cookie: string;
}

/**
 * A user with a live session, for tests of features other than sign-in itself.
 * (Sign-in flows are tested through their real endpoints in modules/auth.)
 */
export async function signInAs(
  app: FastifyInstance,
  opts: { role?: UserRole; name?: string; phone?: string | null } = {},
): Promise<SignedIn> {
  const [user] = await app.db
    .insert(users)
    .values({
      name: opts.name ?? 'Test Customer',
      email: `${randomUUID()}@example.test`,
      role: opts.role ?? 'customer',
      // A reachable phone, as every order needs one (issue 19, item 8); null: none on the profile.
      phone: opts.phone === undefined ? '98450 55555' : opts.phone,
    })
    .returning({ id: users.id });
  const session = await app.sessions.start(app.db, user!.id, {});
  return { userId: user!.id, cookie: `${ACCESS_COOKIE}=${session.accessToken}` };
}

/**
 * `app.inject` as `who` (null: signed out), with the CSRF header writes need: the one way the
 * staff routes' tests call them.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const injectAs = (
  app: FastifyInstance,
  who: SignedIn | null,
  method: Method,
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { ...csrfHeaders, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * A test file's `call(method, url, payload?, who?)` for the routes under `base`: as `who`, by
 * default the caller `byDefault()` gives (signed in by the file's beforeAll).
 */
export const routeCaller =
  (t: { app: FastifyInstance }, base: string, byDefault: () => SignedIn) =>
  (method: Method, url: string, payload?: unknown, who: SignedIn | null = byDefault()) =>
    injectAs(t.app, who, method, `${base}${url}`, payload);
