import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';

const json = { 'content-type': 'application/json' };

describe('JSON bodies', () => {
  const t = useTestApp();

  it('treats an empty body sent as application/json as no body, on every method', async () => {
    // Regression: 400 "Body cannot be empty when content-type is set to 'application/json'".
    const read = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/foods/getAllFood`,
      headers: json,
    });
    expect(read.statusCode).toBe(200);

    const diner = testBrowser(t.app);
    await diner.register();
    const cleared = await diner.request('DELETE', `${API_BASE_PATH}/cart/clearCart`, {
      headers: json,
    });
    expect(cleared.statusCode).toBe(200);
    const out = await diner.request('POST', '/user/logout', { headers: json });
    expect(out.statusCode).toBe(200);
  });

  it('still refuses malformed JSON and prototype poisoning with a 400 and a message', async () => {
    for (const payload of ['{"name": ', '{"__proto__": {"role": "admin"}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/contact`,
        headers: { ...json, ...csrfHeaders },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: 'BAD_REQUEST' });
    }
  });

  it('asks for the body where a route needs one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/contact`,
      headers: { ...json, ...csrfHeaders },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});
