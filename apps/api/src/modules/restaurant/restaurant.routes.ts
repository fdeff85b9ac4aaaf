import {
  errorResponseSchema,
  restaurantPoliciesSchema,
  restaurantResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toRestaurantPolicies, toRestaurantResponse } from './restaurant.presenter';
import type { RestaurantRepository } from './restaurant.repository';
import { createRestaurantService } from './restaurant.service';

/** Shared caches may keep the answer this long, and never past the next opening or closing. */
const MAX_AGE_SECONDS = 60;

/** The restaurant's public settings (docs/decisions/0017). */
const restaurantRoutes: FastifyPluginAsyncZod<{ repo: RestaurantRepository }> = async (
  app,
  { repo },
) => {
  const restaurant = createRestaurantService({ db: app.db, repo });

  app.get(
    '/restaurant',
    {
      schema: {
        tags: ['restaurant'],
        summary: 'Opening hours, fees, minimums, delivery and pickup, open now and next opening',
        response: {
          200: restaurantResponseSchema,
          500: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const { settings, status } = await restaurant.current(now);
      // Never cached past the next opening or closing, nor past busy mode's or a pause's end.
      const ends = [status.changesAt, status.busy?.until, status.pause?.until].filter(
        (d): d is Date => d instanceof Date,
      );
      const untilChange = ends.length
        ? Math.floor((Math.min(...ends.map((d) => d.getTime())) - now.getTime()) / 1000)
        : MAX_AGE_SECONDS;
      const maxAge = Math.max(0, Math.min(MAX_AGE_SECONDS, untilChange));
      reply.header('cache-control', maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache');
      return toRestaurantResponse(settings, status);
    },
  );

  app.get(
    '/restaurant/policies',
    {
      schema: {
        tags: ['restaurant'],
        summary: 'The privacy policy and the cancellation and refund policy, as plain paragraphs',
        description:
          'The texts the owner wrote in the settings, or the defaults until they do. Paragraphs are separated by a blank line; the texts are plain text, never HTML.',
        response: {
          200: restaurantPoliciesSchema,
          500: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
      return toRestaurantPolicies(await restaurant.settings());
    },
  );
};
export default restaurantRoutes;
