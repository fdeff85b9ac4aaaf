import {
  DAY_MS,
  DEFAULT_TIME_ZONE,
  DISH_RATING_MIN_COUNT,
  localMidnight,
  nextDay,
  RATING_EDIT_DAYS,
  rateableStatuses,
  ratingTexts,
  restaurantDay,
  type OrderStatus,
  type RateOrderRequest,
  type RatingReplyRequest,
  type RatingSummary,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import type { MailQueue } from '../mail/mail-queue';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { replyMail } from './rating-reply-mail';
import type { DishVote, RatingRecord, RatingsRepository } from './ratings.repository';

const WORST_DISHES_LIMIT = 5;
const EDIT_MS = RATING_EDIT_DAYS * DAY_MS;

const isRateable = (status: OrderStatus) =>
  (rateableStatuses as readonly OrderStatus[]).includes(status);
const noOrder = () => notFound('Order not found');

export const editableUntil = (rating: { createdAt: Date }) =>
  new Date(rating.createdAt.getTime() + EDIT_MS);

/** Each dish's change of 👍/👎 between two sets of votes (for the running totals). */
function voteDeltas(before: DishVote[], after: DishVote[]) {
  const deltas = new Map<string, { foodId: string; up: number; down: number }>();
  const add = (v: DishVote, sign: 1 | -1) => {
    const d = deltas.get(v.foodId) ?? { foodId: v.foodId, up: 0, down: 0 };
    if (v.liked) d.up += sign;
    else d.down += sign;
    deltas.set(v.foodId, d);
  };
  before.forEach((v) => add(v, -1));
  after.forEach((v) => add(v, 1));
  return [...deltas.values()].filter((d) => d.up !== 0 || d.down !== 0);
}

/**
 * Ratings and feedback (issue 32, item 2; decision 0086): only the order's customer rates, only
 * a delivered or collected order, once, changeable for RATING_EDIT_DAYS. Dish totals are kept in
 * the same transaction; the menu's cached answers are dropped only when a shown rating changed.
 */
export function createRatingsService(deps: {
  db: Database;
  repo: RatingsRepository;
  restaurant: RestaurantSettingsReader;
  mailQueue: Pick<MailQueue, 'enqueue' | 'wake'>;
  publicUrl: string;
  /** After commit, when a dish's shown rating may have changed (the catalog's change feed). */
  dishRatingsChanged: () => Promise<void>;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownOrder(orderId: string, userId: string) {
    return (await repo.order(db, orderId, userId)) ?? Promise.reject(noOrder());
  }

  async function forStaff(orderId: string) {
    if (!(await repo.order(db, orderId))) throw noOrder();
    const rating = await repo.find(db, orderId);
    return rating && { ...rating, replies: await repo.replies(db, rating.id) };
  }

  return {
    /** The caller's order's rating, whether it can be given or changed now, and its dishes. */
    async forCustomer(orderId: string, userId: string) {
      const order = await ownOrder(orderId, userId);
      const rating = await repo.find(db, orderId);
      const open = rating ? editableUntil(rating) > now() : true;
      return {
        rating,
        canRate: isRateable(order.status) && open,
        dishes: await repo.orderDishes(db, orderId),
      };
    },

    async rate(orderId: string, userId: string, input: RateOrderRequest): Promise<RatingRecord> {
      const at = now();
      const { rating, shownChanged } = await db.transaction(async (tx) => {
        const order = await repo.order(tx, orderId, userId);
        if (!order) throw noOrder();
        if (!isRateable(order.status)) throw conflict(ratingTexts.notRateable);
        const names = new Map((await repo.orderDishes(tx, orderId)).map((d) => [d.foodId, d.name]));
        const votes: DishVote[] = (input.dishes ?? []).map((d) => {
          const name = names.get(d.foodId);
          if (name === undefined) throw conflict(ratingTexts.dishNotInOrder);
          return { foodId: d.foodId, name, liked: d.liked };
        });
        const change = { stars: input.stars, comment: input.comment ?? '', at };
        const inserted = await repo.insert(tx, { orderId, ...change });
        let before: DishVote[] = [];
        let ratingId: string;
        if (inserted) {
          ratingId = inserted.id;
        } else {
          // Rated before (or by a request that committed just now): locked, then changed.
          const existing = (await repo.find(tx, orderId, true))!;
          if (editableUntil(existing) <= at) throw conflict(ratingTexts.editClosed);
          before = existing.dishes;
          ratingId = existing.id;
          await repo.update(tx, ratingId, change);
        }
        await repo.replaceVotes(tx, ratingId, votes);
        const deltas = voteDeltas(before, votes);
        await repo.addToTotals(tx, deltas);
        // Shown on the menu: a dish at or past the threshold now (or just before this change).
        const totals = await repo.totalsOf(
          tx,
          deltas.map((d) => d.foodId),
        );
        const shownChanged = totals.some((t) => {
          const d = deltas.find((x) => x.foodId === t.foodId)!;
          return Math.max(t.up + t.down, t.up + t.down - d.up - d.down) >= DISH_RATING_MIN_COUNT;
        });
        return { rating: (await repo.find(tx, orderId))!, shownChanged };
      });
      if (shownChanged) await deps.dishRatingsChanged();
      return rating;
    },

    /** The caller's latest delivered or collected order of the last days, not rated yet. */
    async prompt(userId: string) {
      return repo.latestUnrated(db, userId, new Date(now().getTime() - EDIT_MS));
    },

    forStaff,

    /** A private reply: kept with the rating and mailed to the customer in one transaction. */
    async reply(orderId: string, authorId: string, input: RatingReplyRequest) {
      await db.transaction(async (tx) => {
        const order = await repo.order(tx, orderId);
        if (!order) throw noOrder();
        const rating = await repo.find(tx, orderId);
        if (!rating) throw conflict(ratingTexts.noRating);
        if (!order.email || !order.emailVerified) {
          throw conflict('The customer has no confirmed email address to send a reply to.');
        }
        const settings = await deps.restaurant.settingsOrDefaults(tx);
        await repo.insertReply(tx, { ratingId: rating.id, text: input.text, authorId });
        const mail = replyMail({
          to: order.email,
          orderId,
          orderNumber: order.number,
          restaurant: settings.name,
          text: input.text,
          publicUrl: deps.publicUrl,
        });
        await deps.mailQueue.enqueue(tx, mail, null);
      });
      deps.mailQueue.wake();
      return forStaff(orderId);
    },

    /** The last `weeks` restaurant weeks (from Monday, this one included) and the worst dishes. */
    async summary(weeks: number): Promise<RatingSummary> {
      const timeZone = (await deps.restaurant.getSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE;
      const today = restaurantDay(now(), timeZone);
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const first = nextDay(today, -weekday - 7 * (weeks - 1));
      const rows = await repo.weekly(db, localMidnight(first, timeZone), timeZone);
      const byWeek = new Map(rows.map((r) => [r.week, r]));
      return {
        weeks: Array.from({ length: weeks }, (_, i) => {
          const week = nextDay(first, 7 * i);
          const row = byWeek.get(week);
          return row
            ? { week, count: row.count, average: row.average, low: row.low }
            : { week, count: 0, average: null, low: 0 };
        }),
        worstDishes: await repo.worstDishes(db, DISH_RATING_MIN_COUNT, WORST_DISHES_LIMIT),
      };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
