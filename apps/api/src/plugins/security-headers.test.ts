import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

/** What every answer carries, whatever answers it (a route, an error, the not-found handler). */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;" +
    "font-src 'self';connect-src 'self';frame-src 'self';worker-src 'self';" +
    "manifest-src 'self';frame-ancestors 'none';" +
    "object-src 'none';base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  const t = useTestApp({ env: { HSTS: 'false' } });
  const hsts = useTestApp({ env: { HSTS: 'true' } });

  it('are on answers, errors and unknown paths alike', async () => {
    for (const url of [
      `${API_BASE_PATH}/categories`,
      `${API_BASE_PATH}/foods/getFood/not-a-food`,
      `${API_BASE_PATH}/no-such-route`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(EXPECTED)) {
        expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value });
      }
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('add Strict-Transport-Security when HSTS is on', async () => {
    const res = await hsts.app.inject({ method: 'GET', url: `${API_BASE_PATH}/categories` });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toBe(EXPECTED['content-security-policy']);
  });
});
