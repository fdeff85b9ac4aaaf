import {
  errorResponseSchema,
  notModifiedSchema,
  restaurantPoliciesSchema,
  restaurantResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { ifNoneMatch } from '../../conditional-request';
import { toRestaurantPolicies, toRestaurantResponse } from './restaurant.presenter';
import type { RestaurantRepository } from './restaurant.repository';
import { createRestaurantService } from './restaurant.service';

/** Shared caches may keep the policies this long. */
const MAX_AGE_SECONDS = 60;

/** A weak ETag of an answer: the same settings and status give the same tag. */
const etagOf = (answer: unknown) =>
  `W/"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 27)}"`;

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
        description:
          'Never kept by caches without asking (no-cache): a weak ETag makes the answer a 304 ' +
          'while nothing changed, so a new time zone, locale or currency shows on the next read.',
        response: {
          200: restaurantResponseSchema,
          304: notModifiedSchema,
          500: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { settings, status } = await restaurant.current(new Date());
      const answer = toRestaurantResponse(settings, status);
      // Asked again on every use, answered 304 while unchanged: a kept copy would show the
      // old time zone, locale or hours after the owner changed them (issue 34, item 19).
      const etag = etagOf(answer);
      reply.header('cache-control', 'no-cache');
      reply.header('etag', etag);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return answer;
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
