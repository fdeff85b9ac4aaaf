import type { decodeForm } from './protocol';
import { field, newId, record, unixNow } from './protocol';
import type { createStripeOutbox } from './webhook-outbox';

/** A Checkout Session as documented (https://docs.stripe.com/api/checkout/sessions/object). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
}

/** A Refund as documented (https://docs.stripe.com/api/refunds/object). */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
}

type Form = ReturnType<typeof decodeForm>;

/**
 * The stand-in's Checkout Sessions and Refunds, answering as documented
 * (https://docs.stripe.com/api/checkout/sessions, https://docs.stripe.com/api/refunds): each
 * call gives back `{ status, body }`, the body an object with its `object` field or an error.
 */
export function createStripeResources(
  baseUrl: () => string,
  webhooks: ReturnType<typeof createStripeOutbox>,
) {
  const sessions = new Map<string, StandInSession>();
  const intents = new Map<string, { amount: number; currency: string; refunded: number }>();
  const refunds: StandInRefund[] = [];
  /**
   * Refunds are processed at once, unless `refundsStayPending` (then settleRefund). With
   * `refuseRefunds` set, a refund is refused inside the endpoint as the docs' error codes say
   * (https://docs.stripe.com/error-codes#charge-disputed: "The charge you're attempting to
   * refund has been charged back"): a 400 invalid_request_error, saved under its idempotency key
   * like any result of an endpoint that ran (https://docs.stripe.com/api/idempotent_requests).
   */
  const settings: { refundsStayPending: boolean; refuseRefunds: boolean } = {
    refundsStayPending: false,
    refuseRefunds: false,
  };

  const notFound = (kind: string, id: string, param: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `No such ${kind}: '${id}'`,
      },
    },
  });
  const invalid = (message: string, code?: string, param?: string) => ({
    status: 400,
    body: {
      error: {
        type: 'invalid_request_error',
        message,
        ...(code ? { code } : {}),
        ...(param ? { param } : {}),
      },
    },
  });
  const ok = (body: unknown) => ({ status: 200, body });

  function createSession(form: Form) {
    const amount = Number(field(form, 'line_items', '0', 'price_data', 'unit_amount'));
    const quantity = Number(field(form, 'line_items', '0', 'quantity') ?? '1');
    const currency = field(form, 'line_items', '0', 'price_data', 'currency');
    if (field(form, 'mode') !== 'payment')
      return invalid('Missing required param: mode.', 'parameter_missing', 'mode');
    if (!Number.isInteger(amount) || !currency) {
      return invalid(
        'Missing required param: line_items[0][price_data].',
        'parameter_missing',
        'line_items',
      );
    }
    const success = field(form, 'success_url') ?? null;
    const id = newId('cs');
    const created = unixNow();
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount * quantity,
      amount_total: amount * quantity,
      cancel_url: field(form, 'cancel_url') ?? null,
      client_reference_id: field(form, 'client_reference_id') ?? null,
      created,
      currency,
      customer_email: field(form, 'customer_email') ?? null,
      expires_at: Number(field(form, 'expires_at') ?? created + 86_400),
      livemode: false,
      metadata: record(form, 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: success,
      url: `${baseUrl()}/c/pay/${id}`,
    };
    sessions.set(id, session);
    return ok(session);
  }

  function createRefund(form: Form) {
    const pi = field(form, 'payment_intent');
    const intent = pi ? intents.get(pi) : undefined;
    if (!pi || !intent) return notFound('payment_intent', pi ?? '', 'payment_intent');
    const left = intent.amount - intent.refunded;
    if (left === 0)
      return invalid(`Charge for ${pi} has already been refunded.`, 'charge_already_refunded');
    const amount = Number(field(form, 'amount') ?? left);
    if (settings.refuseRefunds) {
      return invalid(
        `The charge you're attempting to refund has been charged back.`,
        'charge_disputed',
      );
    }
    if (amount > left) {
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    }
    return ok(refund(pi, amount, record(form, 'metadata')));
  }

  /** Money given back on a payment (by the API, or in the dashboard), with its webhook. */
  function refund(pi: string, amount: number, metadata: Record<string, string> = {}) {
    const intent = intents.get(pi)!;
    intent.refunded += amount;
    const made: StandInRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: pi.replace(/^pi_/, 'ch_'),
      created: unixNow(),
      currency: intent.currency,
      metadata,
      payment_intent: pi,
      reason: null,
      status: settings.refundsStayPending ? 'pending' : 'succeeded',
    };
    refunds.push(made);
    webhooks.send('refund.created', made);
    return made;
  }

  function route(method: string, path: string, query: URLSearchParams, form: Form) {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(m[1]!);
      if (!session) return notFound('checkout.session', m[1]!, 'session');
      if (!m[2] && method === 'GET') return ok(session);
      if (m[2] && method === 'POST') {
        if (session.status !== 'open') {
          return invalid(
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        }
        session.status = 'expired';
        webhooks.send('checkout.session.expired', session);
        return ok(session);
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'GET' && path === '/v1/refunds') {
      const pi = query.get('payment_intent');
      const data = refunds.filter((r) => !pi || r.payment_intent === pi).reverse();
      return ok({ object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      },
    };
  }

  /** A customer paying on the session's page: its PaymentIntent succeeds, the session completes. */
  function pay(sessionId: string, opts: { amountMinor?: number; currency?: string } = {}) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`Session ${sessionId} is not open`);
    const pi = newId('pi');
    session.amount_total = opts.amountMinor ?? session.amount_total;
    session.currency = opts.currency ?? session.currency;
    intents.set(pi, { amount: session.amount_total, currency: session.currency, refunded: 0 });
    Object.assign(session, { payment_intent: pi, payment_status: 'paid', status: 'complete' });
    webhooks.send('checkout.session.completed', session);
    const returnUrl = session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id);
    return { returnUrl, paymentIntent: pi, session };
  }

  /** A pending refund ends (the bank answered): refund.updated or refund.failed goes out. */
  function settleRefund(refundId: string, status: 'succeeded' | 'failed') {
    const made = refunds.find((r) => r.id === refundId)!;
    made.status = status;
    if (status === 'failed') intents.get(made.payment_intent)!.refunded -= made.amount;
    webhooks.send(status === 'failed' ? 'refund.failed' : 'refund.updated', made);
  }

  return { sessions, refunds, settings, route, pay, refund, settleRefund };
}
