import {
  contactRequestSchema,
  contactResponseSchema,
  errorResponseSchema,
  getOffersResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRateLimit } from '../../plugins/rate-limit';
import { createSiteRepository } from './site.repository';

export const CONTACT_THANKS = "Thanks! We'll get back to you within a day.";
/** A contact message is at most ~2.5 kB of JSON; anything much bigger is not one. */
const CONTACT_BODY_LIMIT = 16 * 1024;

/** Offers and the contact form. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createSiteRepository(app.db);

  app.get(
    '/offers',
    {
      schema: {
        tags: ['site'],
        summary: 'Offers running right now',
        response: { 200: getOffersResponseSchema, 500: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      const rows = await repo.activeOffers(new Date());
      // Offers start and end by the clock: short shared caching only.
      reply.header('cache-control', 'public, max-age=60');
      return {
        offers: rows.map((o) => ({
          _id: o.id,
          code: o.code,
          title: o.title,
          description: o.description,
          validUntil: o.endsAt ? o.endsAt.toISOString() : null,
        })),
      };
    },
  );

  app.post(
    '/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      // A public form that stores what it is sent: cap it per IP against spam floods.
      config: { rateLimit: contactRateLimit },
      schema: {
        tags: ['site'],
        summary: 'Sends a message to the restaurant (the contact-us form)',
        body: contactRequestSchema,
        response: {
          201: contactResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      const id = await repo.saveContactMessage({
        name,
        email: email.toLowerCase(),
        subject,
        message,
        ip: request.ip ?? null,
      });
      return reply.status(201).send({ message: CONTACT_THANKS, id });
    },
  );
};
export default siteRoutes;
