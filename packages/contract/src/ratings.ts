import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';
import { localDateSchema } from './dashboard';
import {
  RATING_COMMENT_MAX,
  RATING_REPLY_MAX,
  RATING_TREND_WEEKS,
  RATING_TREND_WEEKS_MAX,
} from './rating-texts';

const starsSchema = z
  .number('Choose 1 to 5 stars')
  .int('Choose 1 to 5 stars')
  .min(1, 'Choose 1 to 5 stars')
  .max(5, 'Choose 1 to 5 stars');

/** PUT /orders/:id/rating: the first rating, or a change within RATING_EDIT_DAYS. */
export const rateOrderRequestSchema = z
  .object({
    stars: starsSchema,
    comment: safeText(RATING_COMMENT_MAX).trim().default(''),
    /** 👍 (true) or 👎 (false) per dish of the order; dishes left out are not rated. */
    dishes: z
      .array(z.object({ foodId: idSchema, liked: z.boolean() }))
      .max(50)
      .default([])
      .refine((d) => new Set(d.map((x) => x.foodId)).size === d.length, {
        message: 'Rate each dish once',
      }),
  })
  // No request example: the docs' test sends each one to the demo, and a rating needs a real
  // delivered order of the caller's.
  .meta({ id: 'RateOrderRequest' });
export type RateOrderRequest = z.input<typeof rateOrderRequestSchema>;

export const dishVoteSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  liked: z.boolean(),
});

export const orderRatingSchema = z
  .object({
    orderId: z.string(),
    stars: z.number().int(),
    comment: z.string(),
    /** Each dish rated, under its name as ordered (a later menu edit keeps the rating). */
    dishes: z.array(dishVoteSchema),
    ratedAt: timestampSchema,
    updatedAt: timestampSchema,
    /** Until then the customer may change it. */
    editableUntil: timestampSchema,
  })
  .meta({ id: 'OrderRating', description: "A customer's rating of one order" });
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** GET /orders/:id/rating: the rating (null: none yet), whether one may be given or changed now. */
export const orderRatingResponseSchema = z.object({
  rating: orderRatingSchema.nullable(),
  canRate: z.boolean(),
  /** The order's dishes, once each, as they can be rated. */
  dishes: z.array(z.object({ foodId: z.string(), name: z.string() })),
});
export type OrderRatingResponse = z.infer<typeof orderRatingResponseSchema>;

/** GET /ratings/prompt: the caller's latest delivered or collected order not rated yet. */
export const ratingPromptResponseSchema = z.object({
  order: z.object({ id: z.string(), number: z.string(), at: timestampSchema }).nullable(),
});
export type RatingPromptResponse = z.infer<typeof ratingPromptResponseSchema>;

/** Staff's view of a rating: the customer's, plus the replies sent. */
export const staffOrderRatingSchema = orderRatingSchema.extend({
  replies: z.array(z.object({ text: z.string(), at: timestampSchema, by: z.string() })),
});
export type StaffOrderRating = z.infer<typeof staffOrderRatingSchema>;
export const staffOrderRatingResponseSchema = z.object({
  rating: staffOrderRatingSchema.nullable(),
});

/** POST /staff/orders/:id/rating/replies: a private answer, mailed to the customer. */
export const ratingReplyRequestSchema = z.object({
  text: safeText(RATING_REPLY_MAX).trim().min(2, 'Write a reply'),
});
export type RatingReplyRequest = z.infer<typeof ratingReplyRequestSchema>;

/** GET /staff/ratings/summary: the weekly trend (restaurant weeks from Monday) and worst dishes. */
export const ratingSummaryQuerySchema = z.object({
  weeks: z.coerce
    .number('Give a number of weeks')
    .int('Give a whole number of weeks')
    .min(1, 'At least one week')
    .max(RATING_TREND_WEEKS_MAX, `At most ${RATING_TREND_WEEKS_MAX} weeks`)
    .default(RATING_TREND_WEEKS),
});
export const ratingSummaryResponseSchema = z.object({
  weeks: z.array(
    z.object({
      /** The Monday the week starts on (restaurant time). */
      week: localDateSchema,
      count: z.number().int(),
      /** Mean stars, one decimal; null in a week without ratings. */
      average: z.number().nullable(),
      low: z.number().int(),
    }),
  ),
  /** Dishes with the most 👎 share among those rated at least DISH_RATING_MIN_COUNT times. */
  worstDishes: z.array(
    z.object({
      foodId: z.string(),
      name: z.string(),
      up: z.number().int(),
      count: z.number().int(),
    }),
  ),
});
export type RatingSummary = z.infer<typeof ratingSummaryResponseSchema>;

/** A dish's rating as the menu shows it: only once DISH_RATING_MIN_COUNT customers rated it. */
export const dishRatingSchema = z.object({
  upPercent: z.number().int(),
  count: z.number().int(),
});
