import {
  contactRequestSchema,
  contactResponseSchema,
  errorResponseSchema,
  errorResponses,
  getOffersResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRateLimit } from '../../plugins/rate-limit';
import { toContactResponse, toOfferJson } from './site.presenter';
import { createSiteRepository } from './site.repository';
import { createSiteService } from './site.service';

/** A contact message is at most ~2.5 kB of JSON; anything much bigger is not one. */
const CONTACT_BODY_LIMIT = 16 * 1024;

/** Offers and the contact form. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = createSiteService({ db: app.db, repo: createSiteRepository() });

  app.get(
    '/offers',
    {
      schema: {
        tags: ['site'],
        summary:
          'Coupons running right now (active, in their dates, not used up), with their terms',
        response: { 200: getOffersResponseSchema, 500: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      const offers = await site.activeOffers();
      // Admins pause and edit offers at any time: every request asks again (the list is tiny).
      reply.header('cache-control', 'no-cache');
      return { offers: offers.map(toOfferJson) };
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
          ...errorResponses(400, 403, 413, 415, 500),
        },
      },
    },
    async (request, reply) => {
      const id = await site.sendContactMessage(request.body, request.ip ?? null);
      return reply.status(201).send(toContactResponse(id));
    },
  );
};
export default siteRoutes;
