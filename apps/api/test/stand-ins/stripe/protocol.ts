import { createHmac, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * Stripe's wire protocol as documented, for the stand-in (issue 31):
 * - requests are form-encoded with bracketed keys, `line_items[0][price_data][currency]=gbp`
 *   (https://docs.stripe.com/api: "Stripe's API ... accepts form-encoded request bodies");
 * - errors are `{ error: { type, code?, message, param? } }` with the HTTP status of their kind
 *   (https://docs.stripe.com/api/errors);
 * - webhooks carry `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`
 *   (https://docs.stripe.com/webhooks/signature).
 */

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

type Form = { [key: string]: string | Form };

/** `a[b][0][c]=1&a[d]=2` → `{ a: { b: { 0: { c: '1' } }, d: '2' } }` (lists as index maps). */
export function decodeForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let at = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Form;
    });
  }
  return root;
}

export const field = (form: Form, ...path: string[]): string | undefined => {
  let at: string | Form | undefined = form;
  for (const part of path) at = typeof at === 'object' ? at[part] : undefined;
  return typeof at === 'string' ? at : undefined;
};

export const record = (form: Form, key: string): Record<string, string> => {
  const value = form[key];
  return typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};
};

/** The documented error types and the HTTP status each comes with (docs.stripe.com/api/errors). */
export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error' | 'rate_limit_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  code?: string;
  message: string;
  param?: string;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    ...headers,
  });
  res.end(JSON.stringify(body));
}

export const sendError = (res: ServerResponse, status: number, error: StripeErrorBody) =>
  sendJson(res, status, { error });

/** The signature header Stripe sends with a webhook, signed at `t` (unix seconds). */
export const signatureHeader = (secret: string, payload: string, t: number) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
