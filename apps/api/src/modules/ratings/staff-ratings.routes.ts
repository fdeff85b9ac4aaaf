import {
  errorResponseSchema,
  errorResponses,
  orderIdParamsSchema,
  ratingReplyRequestSchema,
  ratingSummaryQuerySchema,
  ratingSummaryResponseSchema,
  staffOrderRatingResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import { perUser } from '../../plugins/rate-limit';
import { toStaffOrderRating } from './ratings.presenter';
import type { RatingsService } from './ratings.service';

const errors = errorResponses(400, 401, 403, 404, 409, 500);

/** Replies one staff member may send per window (each one is a mail to a customer). */
export const ratingReplyRateLimit = { max: 30, timeWindow: '15 minutes' };

/** Feedback on the staff side: an order's rating, private replies, the dashboard's summary. */
const staffRatingsRoutes: FastifyPluginAsyncZod<{ ratings: RatingsService }> = async (
  app,
  { ratings },
) => {
  app.get(
    '/orders/:id/rating',
    {
      schema: {
        tags: ['staff'],
        summary: "The customer's rating of an order, with the replies sent",
        params: orderIdParamsSchema,
        response: { 200: staffOrderRatingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rating = await ratings.forStaff(request.params.id);
      return { rating: rating && toStaffOrderRating(rating) };
    },
  );

  app.post(
    '/orders/:id/rating/replies',
    {
      schema: {
        tags: ['staff'],
        summary: 'Replies privately to a rating: mailed to the customer, kept with the rating',
        description: '409 when the order has no rating or the customer no confirmed email.',
        params: orderIdParamsSchema,
        body: ratingReplyRequestSchema,
        response: { 200: staffOrderRatingResponseSchema, ...errors, 429: errorResponseSchema },
      },
      preHandler: app.rateLimitBy('rating-reply', ratingReplyRateLimit, perUser),
    },
    async (request) => {
      const rating = await ratings.reply(request.params.id, callerId(request), request.body);
      return { rating: rating && toStaffOrderRating(rating) };
    },
  );

  app.get(
    '/ratings/summary',
    {
      schema: {
        tags: ['staff'],
        summary: 'Ratings by restaurant week (count, average, low ones) and the worst-rated dishes',
        querystring: ratingSummaryQuerySchema,
        response: { 200: ratingSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ratings.summary(request.query.weeks),
  );
};
export default staffRatingsRoutes;
