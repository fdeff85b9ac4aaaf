import { LOW_RATING_MAX_STARS, rateableStatuses } from '@ninetonine/contract';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  dishRatings,
  dishRatingTotals,
  foods,
  orderLines,
  orderRatings,
  orders,
  ratingReplies,
  users,
} from '../../db/schema/index';

export type RatingRow = typeof orderRatings.$inferSelect;
export interface DishVote {
  foodId: string;
  name: string;
  liked: boolean;
}
export interface RatingRecord extends RatingRow {
  dishes: DishVote[];
}
export interface ReplyRecord {
  text: string;
  createdAt: Date;
  authorName: string;
}

/** Ratings, their dish votes, the dishes' running totals and staff replies (decision 0086). */
export function createRatingsRepository() {
  async function votesOf(ex: Executor, ratingId: string): Promise<DishVote[]> {
    return ex
      .select({ foodId: dishRatings.foodId, name: dishRatings.name, liked: dishRatings.liked })
      .from(dishRatings)
      .where(eq(dishRatings.ratingId, ratingId))
      .orderBy(asc(dishRatings.name));
  }

  return {
    /** The order as rating reads it; with `ownerId`, only when that customer placed it. */
    async order(ex: Executor, orderId: string, ownerId?: string) {
      const [row] = await ex
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          userId: orders.userId,
          email: users.email,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            eq(orders.id, orderId),
            ownerId === undefined ? undefined : eq(orders.userId, ownerId),
          ),
        );
      return row ?? null;
    },

    /** The stars of those orders that are rated (the staff board's low-rating mark). */
    async starsOf(ex: Executor, orderIds: string[]): Promise<Map<string, number>> {
      if (!orderIds.length) return new Map();
      const rows = await ex
        .select({ orderId: orderRatings.orderId, stars: orderRatings.stars })
        .from(orderRatings)
        .where(inArray(orderRatings.orderId, orderIds));
      return new Map(rows.map((r) => [r.orderId, r.stars]));
    },

    /** The order's dishes, once each, under the name they were ordered by. */
    async orderDishes(ex: Executor, orderId: string) {
      return ex
        .selectDistinctOn([orderLines.foodId], { foodId: orderLines.foodId, name: orderLines.name })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(orderLines.foodId, orderLines.position);
    },

    /** The order's rating with its votes; `lock`: FOR UPDATE, for a change in `ex`'s transaction. */
    async find(ex: Executor, orderId: string, lock = false): Promise<RatingRecord | null> {
      const query = ex.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { ...row, dishes: await votesOf(ex, row.id) } : null;
    },

    /** The first rating; null when another request rated the order first (then edit that one). */
    async insert(
      ex: Executor,
      rating: { orderId: string; stars: number; comment: string; at: Date },
    ): Promise<RatingRow | null> {
      const [row] = await ex
        .insert(orderRatings)
        .values({ ...rating, createdAt: rating.at, updatedAt: rating.at })
        .onConflictDoNothing({ target: orderRatings.orderId })
        .returning();
      return row ?? null;
    },

    async update(ex: Executor, id: string, change: { stars: number; comment: string; at: Date }) {
      await ex
        .update(orderRatings)
        .set({ stars: change.stars, comment: change.comment, updatedAt: change.at })
        .where(eq(orderRatings.id, id));
    },

    async replaceVotes(ex: Executor, ratingId: string, votes: DishVote[]) {
      await ex.delete(dishRatings).where(eq(dishRatings.ratingId, ratingId));
      if (votes.length) {
        await ex.insert(dishRatings).values(votes.map((v) => ({ ...v, ratingId })));
      }
    },

    /**
     * Adds each dish's change of votes to its totals. Deltas, not recounts: two ratings of one
     * dish committing together each add their own vote (a recount would miss the other's).
     */
    async addToTotals(ex: Executor, deltas: { foodId: string; up: number; down: number }[]) {
      for (const d of deltas) {
        // A new row only ever gains votes (a lost vote means the row exists): kept in range
        // for the CHECK, which PostgreSQL applies to the proposed row before the conflict.
        await ex
          .insert(dishRatingTotals)
          .values({ foodId: d.foodId, up: Math.max(d.up, 0), down: Math.max(d.down, 0) })
          .onConflictDoUpdate({
            target: dishRatingTotals.foodId,
            set: {
              up: sql`${dishRatingTotals.up} + ${d.up}`,
              down: sql`${dishRatingTotals.down} + ${d.down}`,
            },
          });
      }
    },

    /** How many customers rated each dish now. */
    async totalsOf(ex: Executor, foodIds: string[]) {
      if (!foodIds.length) return [];
      return ex
        .select({
          foodId: dishRatingTotals.foodId,
          up: dishRatingTotals.up,
          down: dishRatingTotals.down,
        })
        .from(dishRatingTotals)
        .where(inArray(dishRatingTotals.foodId, foodIds));
    },

    /** The customer's latest delivered or collected order since `since` that has no rating. */
    async latestUnrated(ex: Executor, userId: string, since: Date) {
      const [row] = await ex
        .select({ id: orders.id, number: orders.number, at: orders.updatedAt })
        .from(orders)
        .leftJoin(orderRatings, eq(orderRatings.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, [...rateableStatuses]),
            gte(orders.createdAt, since),
            isNull(orderRatings.id),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row ?? null;
    },

    async replies(ex: Executor, ratingId: string): Promise<ReplyRecord[]> {
      return ex
        .select({
          text: ratingReplies.text,
          createdAt: ratingReplies.createdAt,
          authorName: sql<string>`coalesce(${users.name}, '')`,
        })
        .from(ratingReplies)
        .leftJoin(users, eq(users.id, ratingReplies.authorId))
        .where(eq(ratingReplies.ratingId, ratingId))
        .orderBy(asc(ratingReplies.createdAt));
    },

    async insertReply(ex: Executor, reply: { ratingId: string; text: string; authorId: string }) {
      await ex.insert(ratingReplies).values(reply);
    },

    /** Ratings first given since `start`, by the restaurant's week (from Monday). */
    async weekly(ex: Executor, start: Date, timeZone: string) {
      const week = sql<string>`to_char(date_trunc('week', ${orderRatings.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
      return ex
        .select({
          week,
          count: sql<number>`count(*)`.mapWith(Number),
          average: sql<number>`round(avg(${orderRatings.stars}), 1)`.mapWith(Number),
          low: sql<number>`count(*) filter (where ${orderRatings.stars} <= ${LOW_RATING_MAX_STARS})`.mapWith(
            Number,
          ),
        })
        .from(orderRatings)
        .where(gte(orderRatings.createdAt, start))
        .groupBy(sql.raw('1')); // by position: the zone is a bound parameter
    },

    /** The dishes with the lowest 👍 share among those rated at least `minCount` times. */
    async worstDishes(ex: Executor, minCount: number, limit: number) {
      const count = sql<number>`(${dishRatingTotals.up} + ${dishRatingTotals.down})`;
      return ex
        .select({
          foodId: foods.id,
          name: foods.name,
          up: dishRatingTotals.up,
          count: count.mapWith(Number),
        })
        .from(dishRatingTotals)
        .innerJoin(foods, eq(foods.id, dishRatingTotals.foodId))
        .where(gte(count, minCount))
        .orderBy(sql`${dishRatingTotals.up}::float / ${count}`, desc(count), asc(foods.name))
        .limit(limit);
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
