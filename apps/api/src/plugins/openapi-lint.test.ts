import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

describe('OpenAPI document', () => {
  // With online payment configured, so its calls and the webhook are in the document (no call
  // reaches the provider: nothing is paid here).
  const t = useTestApp({
    seed: false,
    env: {
      RAZORPAY_KEY_ID: 'rzp_test_docs',
      RAZORPAY_KEY_SECRET: 'docs_key_secret',
      RAZORPAY_WEBHOOK_SECRET: 'docs_webhook_secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    },
  });

  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const res = await t.app.inject({ url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const config = await createConfig({
      extends: ['recommended'],
      // The API is proprietary: its license has a name but no public text to link to.
      rules: { 'info-license-strict': 'off' },
    });
    const problems = await lintFromString({
      source: res.body,
      absoluteRef: 'openapi.json',
      config,
    });
    const described = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
    );
    expect(described).toEqual([]);
    // Checking every answer's example against its schema takes a while on a busy machine.
  }, 120_000);

  it('declares a session exactly where the API asks for one', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/docs/json' })).json<OpenApiDoc>();
    const mismatches: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const cookieSecured = (op.security ?? []).some(
          (r) => 'sessionCookie' in r || 'refreshCookie' in r,
        );
        // No cookies at all; a well-formed id and the CSRF header, so only the session matters.
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, 'abc123'),
          headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        });
        checked += 1;
        if ((res.statusCode === 401) !== cookieSecured) {
          mismatches.push(`${method} ${path}: ${res.statusCode}, declared ${cookieSecured}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });

  it('names every operation once', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/docs/json' })).json<OpenApiDoc>();
    const ids = Object.values(doc.paths).flatMap((m) => Object.values(m).map((o) => o.operationId));
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('getFoodsGetAllFood');
    expect(ids).toContain('postAuthUserLogout');
    expect(ids).toContain('postPaymentsRazorpayWebhook');
    expect(ids).toContain('getPaymentsRazorpayReturn');
  });
});
