import {
  RAZORPAY_RETURN_PATH,
  RAZORPAY_WEBHOOK_PATH,
  STRIPE_RETURN_PATH,
  STRIPE_WEBHOOK_PATH,
  errorResponseSchema,
  errorResponses,
  razorpayReturnQuerySchema,
  razorpayWebhookBodySchema,
  razorpayWebhookHeadersSchema,
  stripeReturnQuerySchema,
  stripeWebhookBodySchema,
  stripeWebhookHeadersSchema,
  webhookAcceptedSchema,
  ErrorCode,
} from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, badRequest } from '../../http-error';
import { WebhookRefused } from './payment-gateway';
import type { PaymentsModule } from './payments.module';

/** Webhook bodies are small JSON events; anything much larger is not the provider's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const redirectResponse = z.undefined().meta({
  description:
    'See Other: to /order-confirmation?id=<order>&payment=paid|failed|pending (pending when ' +
    'the result is not confirmed or could not be checked: the order page follows the order ' +
    'live); for a dine-in tab, to its table’s page /table/<token>?payment=… (decision 0100)',
});

/** What each provider's return and webhook say in the API document. */
const docs = {
  razorpay: {
    name: 'Razorpay',
    returnPath: RAZORPAY_RETURN_PATH,
    webhookPath: RAZORPAY_WEBHOOK_PATH,
    returnQuery: razorpayReturnQuerySchema,
    returnSummary: "Razorpay's hosted page comes back here with its signed result",
    returnDescription:
      "Its signature checked as the SDK's validatePaymentVerification computes it (compared " +
      'in constant time) and the payment asked of ' +
      'Razorpay before anything changes; an unsigned or bad result changes nothing.',
    webhookHeaders: razorpayWebhookHeadersSchema,
    webhookBody: razorpayWebhookBodySchema,
    webhookSummary:
      'Razorpay webhooks: payment_link.paid, payment.captured, payment.failed, refund.created/' +
      'processed/failed',
    webhookDescription:
      'The raw body is verified against X-Razorpay-Signature (HMAC-SHA256 with the webhook ' +
      'secret, compared in constant time); each signed body is applied once, whatever ' +
      'the order, the number of deliveries or the X-Razorpay-Event-Id it comes with (the ' +
      'header is not signed). 400 for a bad signature (nothing changes).',
  },
  stripe: {
    name: 'Stripe',
    returnPath: STRIPE_RETURN_PATH,
    webhookPath: STRIPE_WEBHOOK_PATH,
    returnQuery: stripeReturnQuerySchema,
    returnSummary: "Stripe Checkout's success and cancel URLs come back here with the session",
    returnDescription:
      'The session id in the address is not trusted: the session is retrieved from Stripe ' +
      'and only a paid one changes the order.',
    webhookHeaders: stripeWebhookHeadersSchema,
    webhookBody: stripeWebhookBodySchema,
    webhookSummary:
      'Stripe webhooks: checkout.session.completed, checkout.session.async_payment_succeeded/' +
      'failed, refund.updated, refund.failed',
    webhookDescription:
      "The raw body is verified by the SDK's constructEvent against Stripe-Signature (HMAC-" +
      'SHA256 of the timestamp and body with the endpoint secret, refused outside a 300 s ' +
      'tolerance); each event id is applied once. 400 for a bad or stale signature (nothing ' +
      'changes).',
  },
} as const;

/**
 * The provider's calls (issue 20; decision 0078): the hosted page's return, a browser
 * navigation, and the webhook, signed over its raw body. The adapter verifies both before
 * anything is read; neither carries a session. Only the configured provider's routes exist.
 */
const paymentsRoutes: FastifyPluginAsyncZod<{ module: PaymentsModule }> = async (app, opts) => {
  const { service, gateway } = opts.module;
  const doc = docs[gateway.provider];

  app.get(
    doc.returnPath,
    {
      schema: {
        tags: ['payments'],
        summary: doc.returnSummary,
        description: doc.returnDescription,
        querystring: doc.returnQuery,
        // A navigation answered with a redirect only; `default` covers any refusal (the linter
        // asks every operation for a success or default answer).
        response: { 303: redirectResponse, ...errorResponses(400), default: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.redirect(
        await service.handleReturn(request.query as Record<string, string | undefined>),
        303,
      ),
  );

  // The webhook's signature is over the raw bytes: this context reads JSON as text.
  await app.register(async (raw: FastifyInstance) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      doc.webhookPath,
      {
        config: { csrfExempt: true },
        schema: {
          tags: ['payments'],
          summary: doc.webhookSummary,
          description: doc.webhookDescription,
          headers: doc.webhookHeaders,
          body: doc.webhookBody,
          response: {
            200: webhookAcceptedSchema,
            ...errorResponses(400, 500),
            502: errorResponseSchema,
          },
        },
        // The schemas document the call; the adapter checks the raw text it was signed over.
        validatorCompiler: () => () => true,
      },
      async (request) => {
        const body = request.body as unknown;
        if (typeof body !== 'string') {
          throw badRequest('The webhook signature does not match.', ErrorCode.ValidationFailed);
        }
        let event;
        try {
          event = gateway.verifyWebhook(body, request.headers);
        } catch (error) {
          if (error instanceof WebhookRefused) {
            throw badRequest(error.message, ErrorCode.ValidationFailed);
          }
          throw error;
        }
        try {
          await service.handleEvent(event);
        } catch (error) {
          // Not applied (the provider unreachable, a lock timeout): the provider sends it again.
          if (error instanceof HttpError) throw error;
          request.log.warn({ err: error }, `webhook not applied; ${doc.name} retries`);
          throw new HttpError(502, 'The event could not be applied now; send it again.');
        }
        return { received: true as const };
      },
    );
  });
};
export default paymentsRoutes;
