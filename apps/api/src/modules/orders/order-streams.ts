import {
  ErrorCode,
  isFinalStatus,
  ORDER_RESYNC_EVENT,
  ORDER_STATUS_EVENT,
  orderEventSchema,
  TAB_EVENT,
  TABLE_CALL_EVENT,
  type OrderEvent,
} from '@ninetonine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../../events/event-bus';
import { openEventStream, type EventStream } from '../../events/event-stream';
import {
  endsSessionOf,
  parseSessionsEnded,
  SESSION_ENDED_TOPIC,
  type StreamHolder,
} from '../../events/session-ends';
import { HttpError, notFound } from '../../http-error';

/** The event-bus topic of order status changes (new orders included). */
export const ORDER_STATUS_TOPIC = 'order.status';

/**
 * The event-bus topic of what else the board shows live (decision 0094): a table's call, a tab
 * changed. `{ event, data }`: sent to the kitchen's streams as that named event.
 */
export const BOARD_NEWS_TOPIC = 'board.news';
const BOARD_NEWS_EVENTS: ReadonlySet<string> = new Set([TABLE_CALL_EVENT, TAB_EVENT]);

/** How long a refused stream is told to wait (Retry-After); the pages poll meanwhile. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface StreamLimits {
  /** Open streams one user may hold on this instance. */
  perUser: number;
  /** Open streams this instance holds in all. */
  total: number;
}

/** Who opens a stream, and until when their access token lets them (the stream's end). */
export interface StreamOpening extends StreamHolder {
  expiresAt: Date;
}

/** The followers of one order on this instance: one read per change serves them all. */
interface OrderGroup {
  orderId: string;
  ownerId: string;
  followers: Map<EventStream, { lastSent: string }>;
  reading: boolean;
  /** A change arrived while reading: read once more after. */
  again: boolean;
}

function refused(reply: FastifyReply, message: string): HttpError {
  reply.header('retry-after', STREAM_RETRY_AFTER_SECONDS);
  return new HttpError(429, message, ErrorCode.RateLimited);
}

/**
 * This instance's live order streams (docs/decisions/0032): each is admitted under the caps,
 * ends when its access token does (the browser reconnects and is authorised again), when its
 * session ends (announced on the bus by every instance's sessions service) and, for a customer,
 * once its order's status is final. An order change is read once for all the streams following
 * that order, not once per stream. Closing the app ends them all.
 */
export function createOrderStreams(deps: {
  events: EventBus;
  /** The order's status now, for its owner; null when it is gone. */
  statusOf: (orderId: string, ownerId: string) => Promise<OrderEvent | null>;
  log: (err: unknown, message: string) => void;
  limits: StreamLimits;
}) {
  const byUser = new Map<string, Map<EventStream, StreamHolder>>();
  const groups = new Map<string, OrderGroup>();
  const kitchen = new Set<EventStream>();
  let open = 0;
  let reads = 0;

  function admit(reply: FastifyReply, holder: StreamHolder): void {
    if ((byUser.get(holder.userId)?.size ?? 0) >= deps.limits.perUser) {
      throw refused(
        reply,
        'You have too many live order pages open. Close one, or try again in a little while.',
      );
    }
    if (open >= deps.limits.total) {
      throw refused(reply, 'Live updates are busy right now. Please try again in a little while.');
    }
  }

  /** Admits and opens a stream, counted until it closes; its life ends with the access token. */
  function start(request: FastifyRequest, reply: FastifyReply, opening: StreamOpening) {
    const { userId, sessionId } = opening;
    admit(reply, opening);
    const stream = openEventStream(request, reply);
    let mine = byUser.get(userId);
    if (!mine) byUser.set(userId, (mine = new Map()));
    mine.set(stream, { userId, sessionId });
    open++;
    const lifetime = setTimeout(() => stream.close(), opening.expiresAt.getTime() - Date.now());
    lifetime.unref();
    stream.onClose(() => {
      clearTimeout(lifetime);
      open--;
      mine.delete(stream);
      if (mine.size === 0 && byUser.get(userId) === mine) byUser.delete(userId);
    });
    return stream;
  }

  /** Sends the group's order to each follower that has not had this status yet. */
  function deliver(group: OrderGroup, event: OrderEvent) {
    const key = `${event.status}@${event.at}@${event.trackedAt ?? ''}`;
    const final = isFinalStatus(event.status);
    for (const [stream, follower] of [...group.followers]) {
      if (follower.lastSent === key) continue;
      follower.lastSent = key;
      stream.send(ORDER_STATUS_EVENT, event);
      // Nothing more will happen to it: the page stops following (and does not reconnect).
      if (final) stream.close();
    }
  }

  /**
   * Reads the order once for every follower. Reads of one order run one at a time, so events
   * arrive in order; changes during a read cost one more read, however many they were.
   */
  async function refresh(group: OrderGroup) {
    if (group.reading) {
      group.again = true;
      return;
    }
    group.reading = true;
    try {
      do {
        group.again = false;
        if (group.followers.size === 0) return;
        reads++;
        const event = await deps.statusOf(group.orderId, group.ownerId);
        if (event) deliver(group, event);
      } while (group.again);
    } catch (err) {
      deps.log(err, 'order stream refresh failed');
    } finally {
      group.reading = false;
    }
  }

  const subscriptions = [
    deps.events.subscribe(ORDER_STATUS_TOPIC, (payload) => {
      const group = typeof payload.orderId === 'string' ? groups.get(payload.orderId) : undefined;
      if (group) void refresh(group);
      if (kitchen.size === 0) return;
      const event = orderEventSchema.safeParse(payload);
      if (event.success) for (const stream of kitchen) stream.send(ORDER_STATUS_EVENT, event.data);
    }),
    // Events may have been missed: every order is read again, every board reloads.
    deps.events.subscribe(BOARD_NEWS_TOPIC, (payload) => {
      const { event, data } = payload;
      if (typeof event !== 'string' || !BOARD_NEWS_EVENTS.has(event)) return;
      for (const stream of kitchen) stream.send(event, data);
    }),
    deps.events.onResync(() => {
      for (const group of groups.values()) void refresh(group);
      for (const stream of kitchen) stream.send(ORDER_RESYNC_EVENT, {});
    }),
    deps.events.subscribe(SESSION_ENDED_TOPIC, (payload) => {
      const ended = parseSessionsEnded(payload);
      const mine = ended && byUser.get(ended.userId);
      if (!mine) return;
      for (const [stream, holder] of [...mine]) if (endsSessionOf(ended, holder)) stream.close();
    }),
  ];

  return {
    /** Announces a change to every instance's streams; a lost event must not fail the change. */
    publish(event: OrderEvent) {
      deps.events.publish(ORDER_STATUS_TOPIC, { ...event }).catch((err: unknown) => {
        deps.log(err, 'order event not published');
      });
    },

    /** News for the kitchen board that is not an order's status (a table's call, a tab). */
    boardNews(event: typeof TABLE_CALL_EVENT | typeof TAB_EVENT, data: object) {
      deps.events.publish(BOARD_NEWS_TOPIC, { event, data }).catch((err: unknown) => {
        deps.log(err, 'board news not published');
      });
    },

    /**
     * Something about the order changed without a status (a rider's position): its followers
     * read it again. Not an OrderEvent, so the kitchen's streams pass it by.
     */
    nudge(orderId: string) {
      deps.events.publish(ORDER_STATUS_TOPIC, { orderId }).catch((err: unknown) => {
        deps.log(err, 'order nudge not published');
      });
    },

    /**
     * One order for its owner (checked by the route): the current status first, then each
     * change. Events are hints: the status is read again from the database, once per change
     * for all the order's streams, and after a reconnect of the carrier too. 429 beyond the caps.
     */
    followOrder(
      request: FastifyRequest,
      reply: FastifyReply,
      opening: StreamOpening & { orderId: string },
    ) {
      const { orderId, userId } = opening;
      let group = groups.get(orderId);
      // An order has one owner (the route checked): no one else's stream joins its group.
      if (group && group.ownerId !== userId) throw notFound('We could not find that order.');
      const stream = start(request, reply, opening);
      if (!group) {
        group = { orderId, ownerId: userId, followers: new Map(), reading: false, again: false };
        groups.set(orderId, group);
      }
      const joined = group;
      joined.followers.set(stream, { lastSent: '' });
      stream.onClose(() => {
        joined.followers.delete(stream);
        if (joined.followers.size === 0 && groups.get(orderId) === joined) groups.delete(orderId);
      });
      void refresh(joined);
    },

    /** Every order's changes, for the kitchen board; `resync` when some may have been missed. */
    followAll(request: FastifyRequest, reply: FastifyReply, opening: StreamOpening) {
      const stream = start(request, reply, opening);
      kitchen.add(stream);
      stream.onClose(() => kitchen.delete(stream));
    },

    /** This instance's figures: open streams, and order reads made for them since boot. */
    stats: () => ({ open, reads }),

    /** The instance is closing: every stream is told to reconnect (elsewhere), then ended. */
    closeAll() {
      for (const mine of [...byUser.values()])
        for (const stream of [...mine.keys()]) stream.reconnect();
      for (const unsubscribe of subscriptions.splice(0)) unsubscribe();
    },
  };
}
