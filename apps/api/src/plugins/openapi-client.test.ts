import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRestaurant } from '#test/order-fixtures';
import { useTestApp } from '#test/test-app';

const here = import.meta.dirname;
const clientSource = path.resolve(here, '../../test/openapi-client/place-order.ts.txt');
// Inside the repository so the client resolves openapi-fetch from node_modules; git ignores it.
const cacheDir = path.resolve(here, '../../../../node_modules/.cache');

/** Type-checks the files as an integrator's strict project would; the diagnostics, as text. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** What the client file's placeOrder answers (its own types live in the generated file). */
type PlaceOrder = (
  fetchImpl: typeof fetch,
  email: string,
  key: string,
) => Promise<{
  foodName: string;
  cartQuantity: number;
  total: number;
  placedStatus: number;
  order: { _id: string };
  replayedStatus: number;
  replayed: string | null;
  replayedId?: string;
  readBack?: unknown;
  cancelledStatus: string;
}>;

describe('a client generated from the served OpenAPI document', () => {
  const t = useTestApp();
  let dir = '';

  beforeAll(async () => {
    await setRestaurant(t.app);
    mkdirSync(cacheDir, { recursive: true });
    dir = mkdtempSync(path.join(cacheDir, 'openapi-client-'));
    const served = await t.app.inject({ url: '/api/v1/docs/json' });
    // openapi-typescript's default options, as an integrator runs it: a request field with a
    // default (an order's note) may still be left out (issue 35 item 6).
    const ast = await openapiTS(served.json<OpenAPI3>());
    const types = astToString(ast);
    writeFileSync(path.join(dir, 'storefront-api.d.ts'), types);
    copyFileSync(clientSource, path.join(dir, 'place-order.ts'));
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks: typed bodies (multipart ones too), the CSRF header required', () => {
    // Each @ts-expect-error in the client is an error the types must raise: an `any` or a `never`
    // where a body should be typed fails here as an unused directive or a wrong call.
    expect(typeErrors([path.join(dir, 'place-order.ts')])).toEqual([]);
  }, 120_000);

  it('signs up, fills the cart, quotes, orders once per Idempotency-Key and cancels', async () => {
    const jar = new Map<string, string>();
    // openapi-fetch's requests, answered by the app in-process, with a browser's cookie jar.
    const viaInject: typeof fetch = async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      const headers = Object.fromEntries(request.headers);
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const body = request.method === 'GET' ? undefined : await request.text();
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers,
        ...(body ? { payload: body } : {}),
      });
      for (const c of res.cookies as { name: string; value: string }[]) jar.set(c.name, c.value);
      const answer = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (name !== 'set-cookie' && value !== undefined) answer.set(name, String(value));
      }
      return new Response(res.statusCode === 304 ? null : res.rawPayload, {
        status: res.statusCode,
        headers: answer,
      });
    };
    const { placeOrder } = (await import(/* @vite-ignore */ path.join(dir, 'place-order.ts'))) as {
      placeOrder: PlaceOrder;
    };
    const key = randomUUID().replaceAll('-', '');
    const result = await placeOrder(viaInject, `ada-${key.slice(0, 8)}@example.test`, key);

    expect(result.cartQuantity).toBe(2);
    expect(result.placedStatus).toBe(201);
    expect(result.order).toMatchObject({
      status: 'placed',
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      total: result.total,
      lines: [expect.objectContaining({ name: result.foodName, quantity: 2 })],
    });
    expect(result.replayedStatus).toBe(200);
    expect(result.replayed).toBe('true');
    expect(result.replayedId).toBe(result.order._id);
    expect(result.readBack).toEqual(result.order);
    expect(result.cancelledStatus).toBe('cancelled');
  });
});
