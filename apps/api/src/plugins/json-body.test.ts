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

  it('answers a validation failure with a sentence naming the field, never zod’s words', async () => {
    // Each from its own address: the contact form's rate limit is not what is tested here.
    let visitor = 0;
    const contact = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/contact`,
        headers: { ...json, ...csrfHeaders },
        remoteAddress: `198.51.100.${++visitor}`,
        payload,
      });
    const fine = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Birthday order',
      message: 'Twenty guests on Saturday, please.',
    };
    const cases: [object, string][] = [
      [{ ...fine, name: 'x'.repeat(81) }, 'Name can be at most 80 characters'],
      [{ ...fine, subject: 'x'.repeat(121) }, 'Subject can be at most 120 characters'],
      // The spec's own texts stay as they are.
      [{ ...fine, email: 'ada@' }, 'Enter a valid email address'],
      [{ ...fine, name: 42 }, 'Name must be text'],
      [{ ...fine, role: 'admin' }, 'This field is not expected: role'],
    ];
    for (const [payload, message] of cases) {
      const res = await contact(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
    const signUp = await testBrowser(t.app).post('/register', {
      name: 'x'.repeat(81),
      email: 'ada@example.com',
      password: 'plum-tandoor-42',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({
      message: 'Name can be at most 80 characters',
      code: 'VALIDATION_FAILED',
    });
  });
});
