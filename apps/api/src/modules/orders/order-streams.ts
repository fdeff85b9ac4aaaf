import {
  ORDER_RESYNC_EVENT,
  ORDER_STATUS_EVENT,
  orderEventSchema,
  type OrderEvent,
} from '@ninetonine/contract';
import type { EventBus } from '../../events/event-bus';
import type { EventStream } from '../../events/event-stream';

/** The event-bus topic of order status changes (new orders included). */
export const ORDER_STATUS_TOPIC = 'order.status';

/**
 * Feeds server-sent event streams from the event bus, and keeps track of every open stream so
 * that closing the app ends them (an open stream would otherwise hold the server open).
 */
export function createOrderStreams(deps: {
  events: EventBus;
  /** The order's status now, for its owner; null when it is gone. */
  statusOf: (orderId: string, ownerId: string) => Promise<OrderEvent | null>;
  log: (err: unknown, message: string) => void;
}) {
  const open = new Set<EventStream>();
  const track = (stream: EventStream) => {
    open.add(stream);
    stream.onClose(() => open.delete(stream));
  };

  return {
    /** Announces a change to every instance's streams; a lost event must not fail the change. */
    publish(event: OrderEvent) {
      deps.events.publish(ORDER_STATUS_TOPIC, { ...event }).catch((err: unknown) => {
        deps.log(err, 'order event not published');
      });
    },

    /**
     * One order for its owner: the current status first, then each change. Events are hints:
     * the status is re-read from the database (one read at a time, so they arrive in order),
     * and re-read after a reconnect of the carrier too.
     */
    followOrder(stream: EventStream, orderId: string, ownerId: string) {
      track(stream);
      let lastSent = '';
      let reading = Promise.resolve();
      const refresh = () => {
        reading = reading
          .then(async () => {
            if (stream.closed) return;
            const event = await deps.statusOf(orderId, ownerId);
            const key = event ? `${event.status}@${event.at}` : '';
            if (!event || key === lastSent) return;
            lastSent = key;
            stream.send(ORDER_STATUS_EVENT, event);
          })
          .catch((err: unknown) => deps.log(err, 'order stream refresh failed'));
      };
      stream.onClose(
        deps.events.subscribe(ORDER_STATUS_TOPIC, (payload) => {
          if (payload.orderId === orderId) refresh();
        }),
      );
      stream.onClose(deps.events.onResync(refresh));
      refresh();
    },

    /** Every order's changes, for the kitchen board; `resync` when some may have been missed. */
    followAll(stream: EventStream) {
      track(stream);
      stream.onClose(
        deps.events.subscribe(ORDER_STATUS_TOPIC, (payload) => {
          const event = orderEventSchema.safeParse(payload);
          if (event.success) stream.send(ORDER_STATUS_EVENT, event.data);
        }),
      );
      stream.onClose(deps.events.onResync(() => stream.send(ORDER_RESYNC_EVENT, {})));
    },

    closeAll() {
      for (const stream of [...open]) stream.close();
    },
  };
}

export type OrderStreams = ReturnType<typeof createOrderStreams>;
