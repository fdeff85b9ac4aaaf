import {
  errorResponses,
  TWILIO_INBOUND_PATH,
  TWILIO_STATUS_PATH,
  twilioInboundBodySchema,
  twilioInboundHeadersSchema,
  twilioStatusBodySchema,
  twilioStatusQuerySchema,
} from '@ninetonine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimits } from '../../plugins/rate-limit';
import type { DeliveryReports } from './delivery-reports';
import type { InboundMessages } from './inbound-messages';

/** An empty TwiML answer: nothing is sent back (Twilio's "no reply" response). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const signatureOf = (request: FastifyRequest) => {
  const signature = request.headers['x-twilio-signature'];
  return typeof signature === 'string' ? signature : undefined;
};
const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string>;

/**
 * Twilio's webhooks (decision 0092): incoming messages and the status callbacks of the messages
 * we send, form posts signed with X-Twilio-Signature. Registered only when Twilio is configured.
 * The signature covers the fields as they came, so they are parsed here as plain strings and
 * checked before any schema reads them. Public, so limited per address like other public posts.
 */
const messagingRoutes: FastifyPluginAsyncZod<{
  inbound: InboundMessages;
  deliveryReports: DeliveryReports;
}> = async (app, opts) => {
  await app.register(async (form: FastifyInstance) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const config = { csrfExempt: true, rateLimit: rateLimits.twilioWebhooks };
    form.post(
      TWILIO_INBOUND_PATH,
      {
        config,
        schema: {
          tags: ['messaging'],
          summary: "Twilio's incoming messages: STOP opts the number out, START back in",
          description:
            'Verified with X-Twilio-Signature (HMAC-SHA1 of PUBLIC_URL + path and the sorted ' +
            'fields, with the auth token) before anything is read; 400 for a bad signature.',
          headers: twilioInboundHeadersSchema,
          body: twilioInboundBodySchema,
          response: { 200: z.string(), ...errorResponses(400, 413, 415, 429, 500) },
        },
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        await opts.inbound.receive(request.url, signatureOf(request), fieldsOf(request));
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );
    form.post(
      TWILIO_STATUS_PATH,
      {
        config,
        schema: {
          tags: ['messaging'],
          summary: "Twilio's status callbacks: how each message we sent is getting on",
          description:
            'Verified as the incoming-message webhook is (the URL signed includes `?job=`); ' +
            'queued, sent, delivered, undelivered, failed and read are recorded on the message ' +
            'with ErrorCode, never moving it back; other statuses are ignored. 400 for a bad ' +
            'signature, nothing changed.',
          headers: twilioInboundHeadersSchema,
          querystring: twilioStatusQuerySchema,
          body: twilioStatusBodySchema,
          response: {
            204: z.undefined().meta({ description: 'Recorded, or a status not kept' }),
            ...errorResponses(400, 413, 415, 429, 500),
          },
        },
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        await opts.deliveryReports.receive(
          request.url,
          signatureOf(request),
          fieldsOf(request),
          request.query,
        );
        return reply.code(204).send();
      },
    );
  });
};

export default messagingRoutes;
