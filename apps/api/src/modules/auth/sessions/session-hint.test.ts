import { SESSION_HINT_COOKIE } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';

interface SetCookie {
  name: string;
  value: string;
  path?: string;
  expires?: Date;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
}
const cookieNamed = (res: { cookies: unknown }, name: string) =>
  (res.cookies as SetCookie[]).find((c) => c.name === name);

/** The page-readable "this browser holds a session" cookie (decision 0045). */
describe('the session hint cookie', () => {
  const t = useTestApp({ seed: false });

  it('comes with the session cookies, readable by the page, and lives as long as the session', async () => {
    const b = testBrowser(t.app);
    await b.register();
    expect(b.jar.get(SESSION_HINT_COOKIE)).toBe('1');

    const refreshed = await b.post('/refresh-token');
    expect(refreshed.statusCode).toBe(200);
    const hint = cookieNamed(refreshed, SESSION_HINT_COOKIE);
    const refresh = cookieNamed(refreshed, 'nt_rt');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint!.httpOnly).toBeFalsy();
    expect(hint!.expires?.getTime()).toBe(refresh!.expires?.getTime());

    // GET /auth/me keeps its contract: the user in data.data.
    const me = await b.get('/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'customer' });
  });

  it('is cleared by a logout', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const out = await b.post('/user/logout');
    expect(out.statusCode).toBe(200);
    expect(cookieNamed(out, SESSION_HINT_COOKIE)?.value).toBe('');
    expect(b.jar.has(SESSION_HINT_COOKIE)).toBe(false);
  });

  it('is cleared when the session is dead (a refresh that fails)', async () => {
    const b = testBrowser(t.app);
    b.jar.set('nt_rt', 'x'.repeat(43));
    b.jar.set(SESSION_HINT_COOKIE, '1');
    expect((await b.post('/refresh-token')).statusCode).toBe(401);
    expect(b.jar.size).toBe(0);
  });

  it('is never set for a visitor who does not sign in', async () => {
    const b = testBrowser(t.app);
    expect((await b.get('/me')).statusCode).toBe(401);
    const failed = await b.post('/signIn', { email: 'nobody@example.test', password: 'wrong-one' });
    expect(failed.statusCode).toBe(401);
    expect(b.jar.size).toBe(0);
  });
});
