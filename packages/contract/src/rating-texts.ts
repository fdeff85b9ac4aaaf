// Zod-free: the menu (first load) shows a dish's rating, the order page asks for one.

/** The longest comment a customer may leave with a rating (plain text). */
export const RATING_COMMENT_MAX = 500;
/** The longest private reply staff may send about a rating. */
export const RATING_REPLY_MAX = 1000;
/** A rating may be changed for this many days after it was first given, then it is final. */
export const RATING_EDIT_DAYS = 7;
/**
 * A dish shows its rating only once this many customers rated it: "100%" from two ratings
 * says nothing (decision 0086).
 */
export const DISH_RATING_MIN_COUNT = 10;
/** A rating of this many stars or fewer is low: it marks the order on the board. */
export const LOW_RATING_MAX_STARS = 2;
/** How many weeks the dashboard's rating trend shows by default, and at most. */
export const RATING_TREND_WEEKS = 8;
export const RATING_TREND_WEEKS_MAX = 26;

/** Only orders that reached the customer can be rated. */
export const rateableStatuses = ['delivered', 'picked_up'] as const;

export const ratingTexts = {
  notRateable: 'Only a delivered or collected order can be rated.',
  editClosed: `A rating can be changed for ${RATING_EDIT_DAYS} days after it was given; this one is final now.`,
  dishNotInOrder: 'Rate only the dishes of this order.',
  noRating: 'This order has no rating yet.',
  replied: 'Reply sent to the customer.',
} as const;

/** A dish's rating as the menu shows it: only once DISH_RATING_MIN_COUNT customers rated it. */
export interface DishRating {
  upPercent: number;
  count: number;
}

export const dishRatingText = (r: DishRating) =>
  `👍 ${r.upPercent}% · ${r.count} rating${r.count === 1 ? '' : 's'}`;
