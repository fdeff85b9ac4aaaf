import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';

interface SetCookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
}
const setCookieHeaders = (header: string | string[] | number | undefined) =>
  ([] as string[]).concat((header ?? []) as string[]);

// Served over HTTPS as the settings say (PUBLIC_URL), with no COOKIE_SECURE nor HSTS set and
// NODE_ENV=test: the requests themselves arrive as plain http (a TLS proxy in front).
describe('an https PUBLIC_URL: Secure __Host- cookies and HSTS', () => {
  const t = useTestApp({ seed: false, env: { PUBLIC_URL: 'https://order.example.test' } });

  it('issues __Host- cookies (Secure, Path=/, no Domain) and sends HSTS', async () => {
    const b = testBrowser(t.app);
    const { response: res } = await b.register({ name: 'Secure Sam' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The session's two cookies, and the page-readable hint that a session exists (0045).
    const cookies = (res.cookies as SetCookie[]).filter((c) => c.name !== 'nt_session');
    expect(cookies.map((c) => c.name).sort()).toEqual(['__Host-nt_at', '__Host-nt_rt']);
    for (const c of cookies) {
      expect(c, c.name).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(c.domain, c.name).toBeUndefined();
    }
    const lines = setCookieHeaders(res.headers['set-cookie']);
    expect(lines.find((l) => l.startsWith('nt_session='))).toMatch(/; Secure\b/);
    for (const line of lines.filter((l) => !l.startsWith('nt_session='))) {
      expect(line).toMatch(/^__Host-nt_(at|rt)=[^;]+;.*\bPath=\/(;|$)/);
      expect(line).toMatch(/; Secure\b/);
      expect(line).not.toMatch(/Domain=/i);
    }
    // Pages and static files carry HSTS too.
    const page = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/categories` });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('keeps the session with those cookies: /me, refresh, logout', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const me = await b.get('/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(account.email);

    const oldRefresh = b.jar.get('__Host-nt_rt');
    const refreshed = await b.post('/refresh-token');
    expect(refreshed.statusCode).toBe(200);
    expect(b.jar.get('__Host-nt_rt')).not.toBe(oldRefresh);
    expect((await b.get('/me')).statusCode).toBe(200);

    const out = await b.post('/user/logout');
    expect(out.statusCode).toBe(200);
    for (const line of setCookieHeaders(out.headers['set-cookie'])) {
      expect(line).toMatch(/^(__Host-nt_(at|rt)|nt_session)=;.*\bPath=\/(;|$)/);
    }
    expect((await b.get('/me')).statusCode).toBe(401);
  });

  it('does not read unprefixed cookies (a sibling subdomain could have planted them)', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const access = b.jar.get('__Host-nt_at')!;
    const refresh = b.jar.get('__Host-nt_rt')!;
    const planted = testBrowser(t.app);
    planted.jar.set('nt_at', access);
    planted.jar.set('nt_rt', refresh);
    expect((await planted.get('/me')).statusCode).toBe(401);
    expect((await planted.post('/refresh-token')).statusCode).toBe(401);
  });
});

describe('an http PUBLIC_URL: no HSTS, no prefix', () => {
  const t = useTestApp({ seed: false, env: { PUBLIC_URL: 'http://localhost:3000' } });

  it('issues the plain cookies on their narrow paths, without HSTS', async () => {
    const b = testBrowser(t.app);
    const { response: res } = await b.register({ name: 'Plain Pat' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const cookies = res.cookies as SetCookie[];
    expect(cookies.find((c) => c.name === 'nt_at')).toMatchObject({ path: '/api' });
    expect(cookies.find((c) => c.name === 'nt_rt')).toMatchObject({ path: '/api/v1/auth' });
    for (const c of cookies) expect(c.secure, c.name).toBeFalsy();
    expect((await b.get('/me')).statusCode).toBe(200);
  });
});
