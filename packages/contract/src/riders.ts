import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { orderPaymentMethods } from './limits';
import { orderStatuses } from './order-status';

/**
 * Riders and live tracking (issue 34, decision 0083): the rider's own calls (/rider/...), the
 * kitchen's assignment (/staff/...) and what the customer's order shows of its rider.
 */

const latitude = z
  .number('Send the latitude as a number')
  .finite('Send a real latitude')
  .min(-90, 'A latitude lies between -90 and 90')
  .max(90, 'A latitude lies between -90 and 90');
const longitude = z
  .number('Send the longitude as a number')
  .finite('Send a real longitude')
  .min(-180, 'A longitude lies between -180 and 180')
  .max(180, 'A longitude lies between -180 and 180');

/** A point on the map in degrees (a delivery area's centre). */
export const geoPointSchema = z.strictObject({ lat: latitude, lng: longitude });

/** PUT /rider/orders/{id}/position: the phone's position now. */
export const riderPositionSchema = z
  .strictObject({
    lat: latitude,
    lng: longitude,
    /** The phone's own accuracy radius in metres, when it gives one (not stored). */
    accuracy: z.number().finite().min(0).max(100_000).optional(),
  })
  .meta({ id: 'RiderPosition' });
export type RiderPosition = z.infer<typeof riderPositionSchema>;

/** How far the rider is and when they should arrive: null parts are not known (no centre). */
export const riderTrackingSchema = z.object({
  /** Road distance still to go in metres (estimated); null when the address has no map point. */
  distanceMetres: z.number().int().nullable(),
  /** When the rider should be at the door; null when the distance is not known. */
  arrivesAt: timestampSchema.nullable(),
  /** When the phone reported the position these come from. */
  at: timestampSchema,
});

/** The rider of a delivery, as its customer sees them (only while it is on its way to them). */
export const orderRiderSchema = z
  .object({
    firstName: z.string(),
    /** The rider's phone for the call button; null when their profile has none. */
    phone: z.string().nullable(),
    /** Their latest position's distance and arrival time; null until the first position. */
    tracking: riderTrackingSchema.nullable(),
  })
  .meta({ id: 'OrderRider' });
export type OrderRider = z.infer<typeof orderRiderSchema>;

/**
 * The UPI QR for cash due on delivery (decision 0090): the `upi://pay` link for exactly the
 * amount to collect and its QR code, an SVG `data:` URL.
 */
export const upiCollectSchema = z
  .object({ uri: z.string(), qrCode: z.string(), amount: z.number() })
  .meta({ id: 'UpiCollect' });
export type UpiCollect = z.infer<typeof upiCollectSchema>;

/** An order as its rider sees it: where it goes, whom to call, what to collect. */
export const riderOrderSchema = z
  .object({
    _id: z.string(),
    number: z.string(),
    status: z.enum(orderStatuses),
    customerName: z.string(),
    customerPhone: z.string().nullable(),
    address: z.object({
      name: z.string(),
      phone: z.string(),
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      postalCode: z.string(),
      notes: z.string(),
    }),
    note: z.string(),
    lines: z.array(z.object({ name: z.string(), size: z.string(), quantity: z.number().int() })),
    paymentMethod: z.enum(orderPaymentMethods),
    /** Cash to take at the door (major units); null when the order is paid online. */
    cashToCollect: z.number().nullable(),
    /** Pay the cash by UPI instead: absent when nothing is due in cash or no UPI id is set. */
    upi: upiCollectSchema.optional(),
    /** The customer's tip, all the rider's (major units; decision 0085); 0: none. */
    tip: z.number(),
    /** "Leave at the door": no hand-over at the door (decision 0085). */
    contactless: z.boolean(),
  })
  .meta({ id: 'RiderOrder' });
export type RiderOrder = z.infer<typeof riderOrderSchema>;

/** A ready delivery no rider carries yet: enough to choose it, nothing about the customer. */
export const openDeliverySchema = z.object({
  _id: z.string(),
  number: z.string(),
  postalCode: z.string(),
  readyAt: timestampSchema,
});

/** GET /rider/orders */
export const riderOrdersResponseSchema = z.object({
  /** The rider's own deliveries not delivered yet, oldest first. */
  orders: z.array(riderOrderSchema),
  /** Ready deliveries no one carries: the rider may take one. */
  open: z.array(openDeliverySchema),
});
export type RiderOrdersResponse = z.infer<typeof riderOrdersResponseSchema>;
export const riderOrderResponseSchema = z.object({ order: riderOrderSchema });

/** PATCH /rider/orders/{id}/status: "Picked up" or "Delivered". */
export const riderStatusChangeSchema = z
  .strictObject({
    status: z.enum(['out_for_delivery', 'delivered'], 'A rider marks picked up or delivered'),
    /** The status the page showed: 409 when the order is no longer in it (a double tap). */
    from: z.enum(orderStatuses).optional(),
  })
  .meta({ id: 'RiderStatusChange' });

/** PUT /staff/orders/{id}/rider: who carries it (null: nobody). */
export const riderAssignmentSchema = z
  .strictObject({ riderId: idSchema.nullable() })
  .meta({ id: 'RiderAssignment' });

/** GET /staff/riders: the rider accounts, with how many deliveries each carries now. */
export const staffRidersResponseSchema = z.object({
  riders: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phone: z.string().nullable(),
      /** Deliveries assigned to them and not delivered yet. */
      carrying: z.number().int(),
    }),
  ),
});
export type StaffRider = z.infer<typeof staffRidersResponseSchema>['riders'][number];

/** The rider's id and name on the kitchen board. */
export const staffOrderRiderSchema = orderRiderSchema.extend({ id: z.string(), name: z.string() });

/** 204 of PUT /rider/orders/{id}/position. */
export const riderPositionSavedSchema = z
  .undefined()
  .meta({ description: 'Kept as the order’s only position; its customer’s page is told' });
