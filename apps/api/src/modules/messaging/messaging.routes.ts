import {
  errorResponses,
  TWILIO_INBOUND_PATH,
  twilioInboundBodySchema,
  twilioInboundHeadersSchema,
} from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InboundMessages } from './inbound-messages';

/** An empty TwiML answer: nothing is sent back (Twilio's "no reply" response). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const INBOUND_BODY_LIMIT = 64 * 1024;

/**
 * Twilio's incoming-message webhook (decision 0092): a form post signed with X-Twilio-Signature.
 * Registered only when Twilio is configured. The signature covers the fields as they came, so
 * they are parsed here as plain strings and checked before any schema reads them.
 */
const messagingRoutes: FastifyPluginAsyncZod<{ inbound: InboundMessages }> = async (app, opts) => {
  await app.register(async (form: FastifyInstance) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: INBOUND_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    form.post(
      TWILIO_INBOUND_PATH,
      {
        config: { csrfExempt: true },
        schema: {
          tags: ['messaging'],
          summary: "Twilio's incoming messages: STOP opts the number out, START back in",
          description:
            'Verified with X-Twilio-Signature (HMAC-SHA1 of PUBLIC_URL + path and the sorted ' +
            'fields, with the auth token) before anything is read; 400 for a bad signature.',
          headers: twilioInboundHeadersSchema,
          body: twilioInboundBodySchema,
          response: { 200: z.string(), ...errorResponses(400, 413, 415, 500) },
        },
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string>;
        const signature = request.headers['x-twilio-signature'];
        await opts.inbound.receive(
          request.url,
          typeof signature === 'string' ? signature : undefined,
          fields,
        );
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );
  });
};

export default messagingRoutes;
