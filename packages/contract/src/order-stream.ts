import { z } from 'zod';
import { timestampSchema } from './common';
import { ORDER_RECONNECT_EVENT, ORDER_RESYNC_EVENT, ORDER_STATUS_EVENT } from './limits';
import { orderStatuses } from './order-status';
import { paymentStatuses } from './payment-status';

/**
 * One `status` event of GET /orders/{id}/events and GET /staff/orders/events: the order's status
 * now and when it got it. Streams send the current status first, then every change.
 */
export const orderEventSchema = z
  .object({
    orderId: z.string(),
    number: z.string(),
    status: z.enum(orderStatuses),
    at: timestampSchema,
    reason: z.string().nullable(),
    /** The order's payment status now: a payment change is an event too (issue 20). */
    paymentStatus: z.enum(paymentStatuses).optional(),
    /** When the rider's latest position was taken (decision 0083): a new one is news too. */
    trackedAt: timestampSchema.optional(),
  })
  .meta({
    id: 'OrderEvent',
    description: 'The data of one `status` event of the order streams (JSON)',
    example: {
      orderId: 'ord_01',
      number: 'NT-4821',
      status: 'accepted',
      at: '2026-03-14T12:30:00.000Z',
      reason: null,
      paymentStatus: 'paid',
    },
  });
export type OrderEvent = z.infer<typeof orderEventSchema>;
/**
 * The 200 answer of the order streams, for the API document: a text/event-stream. OpenAPI 3.0
 * cannot type the events, so `x-events` names each event's data schema (OrderEvent for `status`).
 */
export const orderEventStreamResponse = {
  description:
    'A text/event-stream: a `status` event (data: an OrderEvent as JSON) for the status now and ' +
    'each change, `resync` (no data) when some may have been missed: read the order again, and ' +
    '`reconnect` (no data) just before an instance shutting down ends the stream: open it again now',
  content: {
    'text/event-stream': {
      schema: z.string().meta({
        example:
          'event: status\ndata: {"orderId":"ord_01","number":"NT-4821","status":"accepted",' +
          '"at":"2026-03-14T12:30:00.000Z","reason":null}\n\n',
        'x-events': {
          [ORDER_STATUS_EVENT]: { $ref: '#/components/schemas/OrderEvent' },
          [ORDER_RESYNC_EVENT]: { description: 'No data: re-read what you show' },
          [ORDER_RECONNECT_EVENT]: {
            description: 'No data: this instance is shutting down; open the stream again now',
          },
        },
      }),
    },
  },
};
