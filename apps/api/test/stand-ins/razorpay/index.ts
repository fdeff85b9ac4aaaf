import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  newId,
  signBody,
  unixNow,
  type RazorpayPayment,
  type RazorpayRefund,
  type StandInLink,
  type StandInOrder,
} from './entities';
import { hostedPage } from './hosted-page';
import { createLinkPayments } from './link-payments';
import { createWebhookOutbox } from './webhook-outbox';
import { listenLocally } from '../local-listener';

export interface RazorpayStandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks are POSTed; without it they wait in `control.webhooks.pending`. */
  webhookUrl?: string;
}

/**
 * A stand-in for Razorpay's HTTP API (Payment Links, payments, refunds) and its hosted page,
 * speaking the documented shapes (typed by the SDK's own types) on a real port, for the API and
 * browser tests (issue 20). It signs returns with the key secret and webhooks with the webhook
 * secret, exactly as Razorpay does, and can be told to fail calls and to delay, duplicate,
 * reorder or drop webhooks.
 */
export async function startRazorpayStandIn(options: RazorpayStandInOptions) {
  const links = new Map<string, StandInLink>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund[]>();
  const failures: { match: string; status: number }[] = [];
  const late: { match: string; ms: number }[] = [];
  const calls: { method: string; path: string }[] = [];
  const webhooks = createWebhookOutbox(options.webhookSecret, options.webhookUrl);
  let url = '';

  const orders = new Map<string, StandInOrder>();
  /**
   * Refunds are processed at once, unless `settings.refundsStayPending` (then settleRefund).
   * `refuseRefunds`: a refund is refused as Razorpay documents refund errors
   * (https://razorpay.com/docs/payments/refunds/errors/): a 400 whose body is
   * `{ error: { code: 'BAD_REQUEST_ERROR', description, source: null, step: null, reason: null,
   * metadata: {} } }`, with this description (the docs' own example by default).
   */
  const settings: { refundsStayPending: boolean; refuseRefunds: string | null } = {
    refundsStayPending: false,
    refuseRefunds: null,
  };
  const made = createLinkPayments({
    keySecret: options.keySecret,
    links,
    orders,
    payments,
    refunds,
    webhooks,
    settings,
  });

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

  async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    let text = '';
    for await (const chunk of req) text += chunk;
    if (!text) return {};
    return req.headers['content-type']?.includes('json')
      ? (JSON.parse(text) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(text));
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== auth) {
      return error(res, 401, 'The api key provided is invalid');
    }
    const slow = late.find((l) => path.includes(l.match));
    if (slow) await new Promise((r) => setTimeout(r, slow.ms));
    const failure = failures.findIndex((f) => path.includes(f.match));
    if (failure !== -1) {
      const { status } = failures.splice(failure, 1)[0]!;
      return error(res, status, 'The stand-in was told to fail this call');
    }
    const body = req.method === 'POST' ? await readBody(req) : {};
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/payment_links') {
      const reference = body.reference_id as string | undefined;
      if (reference && [...links.values()].some((l) => l.reference_id === reference)) {
        return error(res, 400, 'Payment Link with this reference_id already exists');
      }
      const id = newId('plink');
      const link: StandInLink = {
        ...(body as unknown as StandInLink),
        id,
        amount: Number(body.amount),
        amount_paid: 0,
        cancelled_at: 0,
        expired_at: 0,
        payments: null,
        reminders: { status: 'none' },
        short_url: `${url}/pay/${id}`,
        status: 'created',
        updated_at: unixNow(),
        user_id: '',
        created_at: String(unixNow()),
      };
      links.set(id, link);
      return send(res, 200, link);
    }
    if (req.method === 'GET' && path === '/v1/payment_links') {
      // "Fetch all Payment Links", filtered by reference_id as documented.
      const reference = new URL(req.url ?? '/', url).searchParams.get('reference_id');
      const found = [...links.values()].filter((l) => !reference || l.reference_id === reference);
      return send(res, 200, { payment_links: found });
    }
    if ((m = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path))) {
      const link = links.get(m[1]!);
      if (!link) return error(res, 400, 'The id provided does not exist');
      if (m[2] && req.method === 'POST') {
        if (link.status !== 'created') {
          return error(res, 400, `Payment link cannot be cancelled in ${link.status} state`);
        }
        link.status = 'cancelled';
        link.cancelled_at = unixNow();
      }
      return send(res, 200, link);
    }
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)$/.exec(path))) {
      const order = orders.get(m[1]!);
      if (!order) return error(res, 400, 'The id provided does not exist');
      return send(res, 200, order);
    }
    if ((m = /^\/v1\/payments\/([^/]+)(\/refunds?)?$/.exec(path))) {
      const payment = payments.get(m[1]!);
      if (!payment) return error(res, 400, 'The id provided does not exist');
      if (m[2] === '/refund' && req.method === 'POST') {
        const amount = body.amount === undefined ? Number(payment.amount) : Number(body.amount);
        const left = Number(payment.amount) - (payment.amount_refunded ?? 0);
        if (settings.refuseRefunds !== null) {
          return send(res, 400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: settings.refuseRefunds,
              source: null,
              step: null,
              reason: null,
              metadata: {},
            },
          });
        }
        if (amount > left) return error(res, 400, 'The refund amount exceeds the amount paid');
        return send(res, 200, made.refund(payment.id, amount, (body.receipt as string) ?? null));
      }
      if (m[2] === '/refunds') {
        const items = refunds.get(payment.id) ?? [];
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      return send(res, 200, payment);
    }
    return error(res, 404, 'The requested URL was not found on the server.');
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    calls.push({ method: req.method ?? 'GET', path });
    const page = /^\/pay\/([^/]+)(?:\/(complete|fail))?$/.exec(path);
    const done = page
      ? hostedPage(req, res, { link: links.get(page[1]!), action: page[2], made })
      : api(req, res, path);
    Promise.resolve(done).catch((err: unknown) => error(res, 500, String(err)));
  });
  const listening = await listenLocally(server);
  url = listening.url;

  return {
    url,
    close: async () => {
      await webhooks.settle();
      await listening.close();
    },
    control: {
      links,
      payments,
      refunds,
      calls,
      webhooks,
      /** Every API call whose path contains `match` answers `ms` late (0: on time again). */
      answerLate(match: string, ms: number) {
        late.splice(0, late.length, ...(ms > 0 ? [{ match, ms }] : []));
      },
      /** The next API call whose path contains `match` answers `status` (500 by default). */
      failNext(match: string, status = 500) {
        failures.push({ match, status });
      },
      /** A customer paying on a link's page, without a browser. */
      pay: made.pay,
      /** A customer's payment failing on a link's page: payment.failed, no return. */
      fail: made.fail,
      /** A payment authorised before the link closed, captured by Razorpay later. */
      captureLate: made.captureLate,
      /** The customer opening the link's page (Razorpay makes the link's order then). */
      open: made.open,
      orders,
      /** The link opened for our order `orderId` most recently. */
      linkFor(orderId: string): StandInLink | undefined {
        return [...links.values()].filter((l) => l.notes?.order_id === orderId).at(-1);
      },
      /** The provider refunding a payment by itself (a dashboard refund: no receipt). */
      refund: made.refund,
      settings,
      settleRefund: made.settleRefund,
      sign: (body: string) => signBody(options.webhookSecret, body),
    },
  };
}

/** Refund errors as Razorpay's docs show them (https://razorpay.com/docs/payments/refunds/errors/). */
export const RAZORPAY_REFUND_ERRORS = {
  tooOld: 'Payment is more than 6 months old, only instant refund is supported',
  /** The refusal a merchant with too little balance meets (issue 31's report of a real account). */
  insufficientBalance:
    'The balance in your account is insufficient to process the refund. Please add funds and try again.',
} as const;

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
