import { API_BASE_PATH, CLIENT_ERRORS_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../plugins/rate-limit';
import { readMetrics, sampleOf } from '#test/metrics-text';
import { randomIp } from '#test/test-browser';
import { csrfHeaders, useTestApp } from '#test/test-app';

const URL = `${API_BASE_PATH}${CLIENT_ERRORS_PATH}`;

const report = {
  kind: 'error',
  message: 'TypeError: order for asha.rao@example.test (+91 98765 43210) has no total',
  stack:
    'TypeError: no total\n    at Checkout (http://localhost:3000/assets/checkout-B1.js?v=2&email=a@b.co:1:200)',
  path: '/checkout',
  build: 'main-D8f3kQ.js',
};

describe('POST /client-errors', () => {
  const lines: Record<string, unknown>[] = [];
  const t = useTestApp({ seed: false, logLines: lines });
  const send = (payload: unknown, ip = randomIp(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: ip,
      headers: { ...csrfHeaders, 'user-agent': 'Mozilla/5.0 (Android 14) Test', ...headers },
      payload: payload as object,
    });

  it('logs the report as a warning, without personal data, and counts it', async () => {
    const before = await readMetrics(t.app);
    const res = await send(report, randomIp(), { 'x-request-id': 'edge-4f2a' });
    expect(res.statusCode, res.body).toBe(202);
    const after = await readMetrics(t.app);
    const count = (text: string) =>
      sampleOf(text, 'storefront_errors_total', { kind: 'error' }) ?? 0;
    expect(count(after) - count(before)).toBe(1);

    const logged = lines.filter((l) => l.msg === 'storefront error reported');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 40,
      reqId: 'edge-4f2a',
      clientError: {
        kind: 'error',
        path: '/checkout',
        build: 'main-D8f3kQ.js',
        userAgent: 'Mozilla/5.0 (Android 14) Test',
        message: 'TypeError: order for [email] ([number]) has no total',
      },
    });
    const text = JSON.stringify(logged[0]);
    expect(text).not.toContain('asha.rao');
    expect(text).not.toContain('98765');
    expect(text).not.toContain('a@b.co');
    expect(text).toContain('checkout-B1.js:1:200');
  });

  it('refuses what is not a report (4xx with a message), logging and counting nothing', async () => {
    const before = await readMetrics(t.app);
    const logged = () => lines.filter((l) => l.msg === 'storefront error reported').length;
    const already = logged();
    const refusals = await Promise.all([
      send({ ...report, path: '/verify-email?token=secret' }),
      send({ ...report, message: 'x'.repeat(501) }),
      send({ ...report, kind: 'warning' }),
      send({ ...report, email: 'asha@example.test' }),
      send({ ...report, stack: 'y'.repeat(9000) }),
      t.app.inject({ method: 'POST', url: URL, payload: report }), // no CSRF header
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 413, 403]);
    for (const r of refusals) expect(r.json()).toHaveProperty('message');
    expect(logged()).toBe(already);
    const after = await readMetrics(t.app);
    expect(sampleOf(after, 'storefront_errors_total', { kind: 'error' })).toBe(
      sampleOf(before, 'storefront_errors_total', { kind: 'error' }),
    );
  });

  it(`answers 429 past ${rateLimits.clientErrors.max} reports a minute from one address`, async () => {
    const ip = randomIp();
    for (let i = 0; i < rateLimits.clientErrors.max; i++) {
      expect((await send({ ...report, kind: 'render' }, ip)).statusCode).toBe(202);
    }
    const limited = await send({ ...report, kind: 'render' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not held up by it.
    expect((await send(report)).statusCode).toBe(202);
  });
});
