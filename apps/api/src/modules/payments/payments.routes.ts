import {
  RAZORPAY_RETURN_PATH,
  RAZORPAY_WEBHOOK_PATH,
  errorResponseSchema,
  errorResponses,
  razorpayReturnQuerySchema,
  razorpayWebhookBodySchema,
  razorpayWebhookHeadersSchema,
  webhookAcceptedSchema,
  ErrorCode,
} from '@ninetonine/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, badRequest } from '../../http-error';
import type { PaymentsModule } from './payments.module';
import { signedEventKey } from './provider-signature';
import type { WebhookEvent } from './reported-payment';

/** Webhook bodies are small JSON events; anything much larger is not Razorpay's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const redirectResponse = z.undefined().meta({
  description:
    'See Other: to /order-confirmation?id=<order>&payment=paid|failed|pending (pending when ' +
    'the result is not signed or could not be checked: the order page follows the order live)',
});

/**
 * The provider's calls (issue 20): the hosted page's return, a browser navigation with a signed
 * query, and the webhook, signed over its raw body. Neither is trusted before its signature is
 * checked; neither carries a session.
 */
const paymentsRoutes: FastifyPluginAsyncZod<{ module: PaymentsModule }> = async (app, opts) => {
  const { service, gateway } = opts.module;

  app.get(
    RAZORPAY_RETURN_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: "Razorpay's hosted page comes back here with its signed result",
        description:
          "Its signature checked as the SDK's validatePaymentVerification computes it (compared " +
          'in constant time) and the payment asked of ' +
          'Razorpay before anything changes; an unsigned or bad result changes nothing.',
        querystring: razorpayReturnQuerySchema,
        // A navigation answered with a redirect only; `default` covers any refusal (the linter
        // asks every operation for a success or default answer).
        response: { 303: redirectResponse, ...errorResponses(400), default: errorResponseSchema },
      },
    },
    async (request, reply) => reply.redirect(await service.handleReturn(request.query), 303),
  );

  // The webhook's signature is over the raw bytes: this context reads JSON as text.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      RAZORPAY_WEBHOOK_PATH,
      {
        config: { csrfExempt: true },
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhooks: payment_link.paid, payment.failed, refund.processed/failed',
          description:
            'The raw body is verified against X-Razorpay-Signature (HMAC-SHA256 with the webhook ' +
            'secret, compared in constant time); each signed body is applied once, whatever ' +
            'the order, the number of deliveries or the X-Razorpay-Event-Id it comes with (the ' +
            'header is not signed). 400 for a bad signature (nothing changes).',
          headers: razorpayWebhookHeadersSchema,
          body: razorpayWebhookBodySchema,
          response: {
            200: webhookAcceptedSchema,
            ...errorResponses(400, 500),
            502: errorResponseSchema,
          },
        },
        // The schemas document the call; the handler checks the raw text it was signed over.
        validatorCompiler: () => () => true,
      },
      async (request) => {
        const raw = request.body as unknown as string;
        const headers = razorpayWebhookHeadersSchema.safeParse(request.headers);
        if (!headers.success) {
          throw badRequest(
            'A Razorpay signature and event id are required.',
            ErrorCode.ValidationFailed,
          );
        }
        const signature = headers.data['x-razorpay-signature'];
        if (typeof raw !== 'string' || !gateway.verifyWebhook(raw, signature)) {
          throw badRequest('The webhook signature does not match.', ErrorCode.ValidationFailed);
        }
        let event: WebhookEvent;
        try {
          event = JSON.parse(raw) as WebhookEvent;
        } catch {
          throw badRequest('The webhook body is not JSON.', ErrorCode.ValidationFailed);
        }
        if (
          typeof event?.event !== 'string' ||
          typeof event.payload !== 'object' ||
          !event.payload
        ) {
          throw badRequest('Not a Razorpay event.', ErrorCode.ValidationFailed);
        }
        try {
          await service.handleEvent(signedEventKey(raw), event);
        } catch (error) {
          // Not applied (the provider unreachable, a lock timeout): Razorpay sends it again.
          if (error instanceof HttpError) throw error;
          request.log.warn({ err: error }, 'webhook not applied; Razorpay retries');
          throw new HttpError(502, 'The event could not be applied now; send it again.');
        }
        return { received: true as const };
      },
    );
  });
};
export default paymentsRoutes;
