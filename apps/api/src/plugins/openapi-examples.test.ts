import { createHmac, randomUUID } from 'node:crypto';
import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartClient } from '#test/cart-fixtures';
import { setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';

type Json = Record<string, unknown>;
interface Media {
  schema?: Json;
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; in?: string; name?: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Json>;
    parameters?: Record<string, Json>;
    securitySchemes?: Record<string, Json>;
  };
}

const WEBHOOK_SECRET = 'docs_webhook_secret';
const CSRF_REF = '#/components/parameters/CsrfHeader';
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

describe('the OpenAPI document as integrators meet it (issue 35 item 6)', () => {
  // The seeded demo, with online payment configured so its webhook is in the document.
  const t = useTestApp({
    env: {
      RAZORPAY_KEY_ID: 'rzp_test_docs',
      RAZORPAY_KEY_SECRET: 'docs_key_secret',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    },
  });
  let doc: OpenApiDoc;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
  const named = (media: Media | undefined) => {
    const ref = media?.schema?.$ref;
    return typeof ref === 'string' ? doc.components.schemas[ref.split('/').pop()!] : media?.schema;
  };
  const exampleOf = (media: Media | undefined) =>
    media?.example ?? media?.examples ?? named(media)?.example;

  beforeAll(async () => {
    doc = (await t.app.inject({ url: `${API_BASE_PATH}/docs/json` })).json<OpenApiDoc>();
  });

  it('leaves out of a request body the fields with a default, which answers still carry', () => {
    const request = doc.paths['/api/v1/orders']!.post!.requestBody!.content['application/json'];
    const placeOrder = named(request)!;
    expect(placeOrder.properties).toHaveProperty('note');
    expect(placeOrder.required).not.toContain('note');
    expect(placeOrder.required).not.toContain('scheduledFor');
    expect(doc.components.schemas.Order!.required).toContain('note');
  });

  it('gives every operation a success and an error answer, each with an example', () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(op.responses);
      // A success is a 2xx, or the redirect a browser is sent back with (Razorpay's return).
      if (!statuses.some((s) => /^[23]/.test(s))) missing.push(`${where}: no 2xx or 3xx`);
      for (const status of statuses.filter((s) => s.startsWith('2'))) {
        for (const [type, media] of Object.entries(op.responses[status]!.content ?? {})) {
          // A picture's or a PDF's bytes have no example to show; every JSON, CSV or stream
          // answer does.
          if (type.startsWith('image/') || type === 'application/pdf') continue;
          if (exampleOf(media) === undefined) missing.push(`${where}: ${status} ${type}`);
        }
      }
      const errors = statuses.filter((s) => s.startsWith('4'));
      if (!errors.length) missing.push(`${where}: no 4xx`);
      for (const status of errors) {
        const media = op.responses[status]!.content?.['application/json'];
        const example = media?.example as { message?: unknown } | undefined;
        // The one error shape, or an inline one adding to it (a 2FA challenge, the new quote).
        const schema = media?.schema ?? {};
        const inline = (schema.required as string[] | undefined)?.includes('message');
        if (schema.$ref !== '#/components/schemas/ErrorResponse' && !inline) {
          missing.push(`${where}: ${status} is not an ErrorResponse`);
        } else if (typeof example?.message !== 'string')
          missing.push(`${where}: ${status} example`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says the CSRF header once, as a parameter on exactly the calls that refuse without it', async () => {
    expect(doc.components.parameters?.CsrfHeader).toMatchObject({
      in: 'header',
      name: CSRF_HEADER,
      required: true,
      schema: { enum: [CSRF_HEADER_VALUE] },
    });
    expect(Object.keys(doc.components.securitySchemes ?? {})).not.toContain('csrfHeader');
    const wrong: string[] = [];
    let guarded = 0;
    for (const { path, method, op } of operations().filter((o) => UNSAFE.has(o.method))) {
      const params = op.parameters ?? [];
      const declared = params.some((p) => p.$ref === CSRF_REF);
      if (params.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'x-requested-with')) {
        wrong.push(`${method} ${path}: the header spelled out inline`);
      }
      const res = await t.app.inject({
        method: method.toUpperCase() as 'POST',
        url: path.replace(/\{[^}]+\}/g, 'abc123'),
      });
      const refused =
        res.statusCode === 403 && res.json<{ code?: string }>().code === ErrorCode.Csrf;
      if (declared !== refused)
        wrong.push(`${method} ${path}: declared ${declared}, ${res.statusCode}`);
      if (declared) guarded += 1;
    }
    expect(guarded).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  describe('every request example is one the demo accepts', () => {
    it('sends each example, as the right caller, and is answered 2xx', async () => {
      await setRestaurant(t.app);
      const customer = await signInAs(t.app);
      const admin = await signInAs(t.app, { role: 'admin' });
      // The order example confirms 498: two Half Subz Dum Biryani (249 each) on the demo menu.
      const menu = await t.app.inject({
        url: `${API_BASE_PATH}/foods/getAllFood?search=Subz%20Dum%20Biryani`,
      });
      type Dish = { _id: string; name: string; optionGroups: { options: { _id: string }[] }[] };
      const biryani = menu.json<{ foods: Dish[] }>().foods[0]!;
      expect(biryani.name).toBe('Subz Dum Biryani');
      // Its one required choice, the spice level: Mild, at no charge.
      const mild = biryani.optionGroups[0]!.options[0]!._id;
      const cart = await cartClient(t.app, customer.cookie).add({
        foodId: biryani._id,
        selectedVariant: { size: 'Half' },
        quantity: 2,
        optionIds: [mild],
      });
      expect(cart.statusCode).toBe(200);

      const answers: string[] = [];
      for (const { path, method, op } of operations()) {
        const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        const example = exampleOf(media);
        if (type !== 'application/json' || example === undefined) continue;
        const body = JSON.stringify(example);
        // Staff calls as an admin; the sign-up and sign-in calls as a visitor (signing in
        // ends the session the browser had), the rest as the customer with the cart.
        const caller = path.startsWith(`${API_BASE_PATH}/staff`) ? admin : customer;
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(path.startsWith(`${API_BASE_PATH}/auth`) ? {} : { cookie: caller.cookie }),
        };
        for (const param of op.parameters ?? []) {
          if (param.in === 'header' && param.name === 'idempotency-key') {
            headers[param.name] = randomUUID().replaceAll('-', '');
          }
        }
        if (path.endsWith('/razorpay/webhook')) {
          headers['x-razorpay-signature'] = createHmac('sha256', WEBHOOK_SECRET)
            .update(body)
            .digest('hex');
          headers['x-razorpay-event-id'] = 'evt_docs_example';
        }
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: path,
          headers,
          payload: body,
        });
        answers.push(`${method} ${path}: ${res.statusCode < 300 ? '2xx' : res.body}`);
      }
      expect(answers.filter((a) => !a.endsWith(': 2xx'))).toEqual([]);
      expect(answers).toHaveLength(14);
    });
  });
});
