import { and, desc, eq, gt, inArray, isNull, ne, not } from 'drizzle-orm';
import type { SessionsEnded } from '../../events/session-ends';
import type { Executor } from '../../db/client';
import {
  orders,
  pushSubscriptions,
  pushVapidKeys,
  sessions,
  users,
  type PushTopicColumn,
} from '../../db/schema/index';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Where and how to encrypt one push message for one device. */
export interface PushTarget {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A session that may still be used: what a subscription needs to be sent to. */
const liveSession = (now: Date, idleCutoff: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleCutoff));

const target = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};
const toTarget = (row: { id: string; endpoint: string; p256dh: string; auth: string }) => ({
  id: row.id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
});

export function createPushRepository() {
  return {
    /**
     * The one VAPID key pair: `made` is stored unless a pair exists (another instance may have
     * stored its own a moment earlier), and the stored one is returned either way.
     */
    async ensureVapidKeys(ex: Executor, made: () => VapidKeys): Promise<VapidKeys> {
      const [existing] = await ex.select().from(pushVapidKeys).limit(1);
      if (existing) return existing;
      await ex.insert(pushVapidKeys).values(made()).onConflictDoNothing();
      const [stored] = await ex.select().from(pushVapidKeys).limit(1);
      if (!stored) throw new Error('the VAPID keys were not stored');
      return stored;
    },

    /**
     * Adds a device, or takes over the row of the same endpoint and topic. A browser holds one
     * push subscription per site, so a session's earlier endpoint for the topic is stale (the
     * browser replaced it) and goes: at most one row per session and topic. Beyond `perAccount`
     * rows of the user, the least recently renewed go (a device long gone, most likely).
     */
    async upsert(
      ex: Executor,
      perAccount: number,
      row: {
        userId: string;
        sessionId: string;
        topic: PushTopicColumn;
        endpoint: string;
        p256dh: string;
        auth: string;
      },
    ): Promise<void> {
      const { userId, sessionId, topic, endpoint, p256dh, auth } = row;
      // One clock for "renewed", so the cap below drops the right rows.
      const now = new Date();
      await ex.transaction(async (tx) => {
        await tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.sessionId, sessionId),
              eq(pushSubscriptions.topic, topic),
              ne(pushSubscriptions.endpoint, endpoint),
            ),
          );
        await tx
          .insert(pushSubscriptions)
          .values({ ...row, updatedAt: now })
          .onConflictDoUpdate({
            target: [pushSubscriptions.endpoint, pushSubscriptions.topic],
            set: { userId, sessionId, p256dh, auth, updatedAt: now },
          });
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
          .limit(perAccount);
        await tx
          .delete(pushSubscriptions)
          .where(
            and(eq(pushSubscriptions.userId, userId), not(inArray(pushSubscriptions.id, kept))),
          );
      });
    },

    /** The caller's rows of one endpoint (every topic); someone else's are never touched. */
    /**
     * The topics a session subscribed to: every one (a renewal moves them all), or those at
     * `endpoint` (the opt-in's "on").
     */
    async topicsOfSession(
      ex: Executor,
      sessionId: string,
      endpoint?: string,
    ): Promise<PushTopicColumn[]> {
      const rows = await ex
        .selectDistinct({ topic: pushSubscriptions.topic })
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.sessionId, sessionId),
            endpoint === undefined ? undefined : eq(pushSubscriptions.endpoint, endpoint),
          ),
        )
        .orderBy(pushSubscriptions.topic);
      return rows.map((r) => r.topic);
    },

    async deleteOwned(ex: Executor, userId: string, endpoint: string): Promise<number> {
      const rows = await ex
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    /** A push service said the endpoint is gone (404/410): every topic of it goes. */
    async deleteEndpoint(ex: Executor, endpoint: string): Promise<void> {
      await ex.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /** The subscriptions of the sessions an announcement names (events/session-ends.ts). */
    async deleteOfSessions(ex: Executor, ended: SessionsEnded): Promise<number> {
      const { userId, sessionIds, except } = ended;
      const rows = await ex
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            sessionIds ? inArray(pushSubscriptions.sessionId, sessionIds) : undefined,
            except ? ne(pushSubscriptions.sessionId, except) : undefined,
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    /**
     * Removes the subscriptions of `userId` whose session is no longer live: revoked, past its
     * absolute expiry or idle too long (expiry is announced to no one, so it is swept here).
     */
    async deleteOfEndedSessions(
      ex: Executor,
      opts: { userId: string; now: Date; idleCutoff: Date },
    ): Promise<number> {
      const live = ex
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, opts.userId), liveSession(opts.now, opts.idleCutoff)));
      const rows = await ex
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, opts.userId),
            not(inArray(pushSubscriptions.sessionId, live)),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    /** What a push about an order needs, read after its change committed. */
    async orderFacts(ex: Executor, orderId: string) {
      const [row] = await ex
        .select({
          userId: orders.userId,
          number: orders.number,
          fulfilment: orders.fulfilment,
          totalMinor: orders.totalMinor,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return row ?? null;
    },

    /** The devices of `userId` subscribed to their orders, on live sessions only. */
    async customerTargets(
      ex: Executor,
      userId: string,
      opts: { now: Date; idleCutoff: Date },
    ): Promise<PushTarget[]> {
      const rows = await ex
        .select(target)
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            eq(pushSubscriptions.topic, 'orders'),
            liveSession(opts.now, opts.idleCutoff),
          ),
        );
      return rows.map(toTarget);
    },

    /** Kitchen devices: live sessions of accounts that may still see the board. */
    async kitchenTargets(
      ex: Executor,
      opts: { now: Date; idleCutoff: Date; roles: readonly string[] },
    ): Promise<PushTarget[]> {
      const rows = await ex
        .select(target)
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(
          and(
            eq(pushSubscriptions.topic, 'kitchen'),
            inArray(users.role, [...opts.roles] as ('staff' | 'admin')[]),
            liveSession(opts.now, opts.idleCutoff),
          ),
        );
      return rows.map(toTarget);
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
