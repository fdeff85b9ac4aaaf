import {
  errorResponseSchema,
  errorResponses,
  orderIdParamsSchema,
  orderRatingResponseSchema,
  rateOrderRequestSchema,
  ratingPromptResponseSchema,
  RATING_EDIT_DAYS,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, requireSignedIn } from '../../plugins/authentication';
import { perUser } from '../../plugins/rate-limit';
import { toOrderRating } from './ratings.presenter';
import type { RatingsService } from './ratings.service';

const errors = errorResponses(400, 401, 404, 409, 500);

/** Ratings one customer may send per window: a few changes of a few orders, never a flood. */
export const rateOrderRateLimit = { max: 20, timeWindow: '15 minutes' };

/** The customer's ratings of their own orders (decision 0086); anyone else's order is 404. */
const ratingsRoutes: FastifyPluginAsyncZod<{ ratings: RatingsService }> = async (
  app,
  { ratings },
) => {
  requireSignedIn(app);

  app.get(
    '/orders/:id/rating',
    {
      schema: {
        tags: ['ratings'],
        summary: "The rating of one of the caller's orders, and whether it can be given now",
        params: orderIdParamsSchema,
        response: { 200: orderRatingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await ratings.forCustomer(request.params.id, callerId(request));
      return { ...found, rating: found.rating && toOrderRating(found.rating) };
    },
  );

  app.put(
    '/orders/:id/rating',
    {
      schema: {
        tags: ['ratings'],
        summary: 'Rates a delivered or collected order (1-5 stars, 👍/👎 per dish, a comment)',
        description:
          `The first rating, or a change of it within ${RATING_EDIT_DAYS} days of the first; ` +
          '409 for an order not delivered or collected, or after that. 429 after ' +
          `${rateOrderRateLimit.max} in ${rateOrderRateLimit.timeWindow}.`,
        params: orderIdParamsSchema,
        body: rateOrderRequestSchema,
        response: {
          200: orderRatingResponseSchema.pick({ rating: true }),
          ...errors,
          429: errorResponseSchema,
        },
      },
      preHandler: app.rateLimitBy('rating', rateOrderRateLimit, perUser),
    },
    async (request) => ({
      rating: toOrderRating(await ratings.rate(request.params.id, callerId(request), request.body)),
    }),
  );

  app.get(
    '/ratings/prompt',
    {
      schema: {
        tags: ['ratings'],
        summary: "The caller's latest delivered or collected order of the last days not rated yet",
        response: { 200: ratingPromptResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await ratings.prompt(callerId(request));
      return { order: order && { ...order, at: order.at.toISOString() } };
    },
  );
};
export default ratingsRoutes;
