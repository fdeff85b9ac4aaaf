import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';

// What https turns on follows PUBLIC_URL, not NODE_ENV alone (decision 0034).
describe('production served at an https PUBLIC_URL', () => {
  const t = useTestApp({
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(48),
      TOTP_ENCRYPTION_KEY: 'cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd',
      PUBLIC_URL: 'https://order.example.test',
      // Production refuses the tests' cheap password hashing (decision 0044).
      PASSWORD_HASH_COST: 'owasp',
    },
  });

  it('marks session cookies Secure and sends HSTS, even for a request that came in over http', async () => {
    const diner = testBrowser(t.app);
    const res = await diner.request('POST', '/register', {
      body: {
        name: 'Grace Hopper',
        email: `grace-${Date.now()}@example.test`,
        password: 'Saffron-Basil-2931',
      },
    });
    expect(res.statusCode).toBe(201);
    const cookies = res.cookies as Array<{ name: string; secure?: boolean }>;
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const c of cookies) expect(c.secure).toBe(true);

    const page = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/health` });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
