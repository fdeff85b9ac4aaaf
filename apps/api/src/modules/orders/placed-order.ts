import type { OnlinePaymentProvider } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema/index';
import type { CartRepository } from '../cart/cart.repository';
import { imageUrl } from '../images/images.presenter';

import type { CheckoutQuote } from './checkout-quote';
import type { SettingsRow } from './checkout.repository';
import type { PlaceOrderInput } from './checkout.service';
import type { CouponUsesRepository } from './coupon-uses.repository';
import { formatOrderNumber, orderDay } from './order-identity';
import type { OrdersRepository } from './orders.repository';

/** What checkout decided before writing: the priced, checked order. */
interface PlacedOrder {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  input: PlaceOrderInput;
  quote: CheckoutQuote;
  settings: SettingsRow;
  address: AddressSnapshot | null | undefined;
  contactPhone: string;
  offerId: string | null;
  online: { provider: OnlinePaymentProvider; ttlSeconds: number } | undefined;
  at: Date;
}

/**
 * Writes a placed order inside checkout's transaction: the order with its day number, its lines
 * as sold, the first history row, the coupon use, and the emptied cart. Undefined when a parallel
 * request with the same key inserted first.
 */
export async function insertPlacedOrder(
  tx: Executor,
  deps: { orders: OrdersRepository; couponUses: CouponUsesRepository; cart: CartRepository },
  placed: PlacedOrder,
) {
  const { orders, couponUses, cart } = deps;
  const { userId, input, quote, settings, address, offerId, online, at } = placed;
  // An online order waits for its payment, off the kitchen's board (decision 0061).
  const status = online ? 'awaiting_payment' : 'placed';
  const day = orderDay(at, settings.timeZone);
  const sequence = await orders.nextNumber(tx, day.key);
  const order = await orders.insert(
    tx,
    {
      number: formatOrderNumber(day.label, sequence),
      numberDay: day.key,
      userId,
      fulfilment: input.fulfilment,
      paymentMethod: input.paymentMethod,
      idempotencyKey: placed.idempotencyKey,
      requestHash: placed.requestHash,
      ...quote.totals,
      offerId,
      couponCode: offerId ? quote.coupon!.code : null,
      address: input.fulfilment === 'delivery' ? address! : null,
      pickupAddress: input.fulfilment === 'pickup' ? settings.pickupAddress : null,
      scheduledFor: input.scheduledFor ? new Date(input.scheduledFor) : null,
      estimatedAt: quote.estimatedAt,
      note: input.note,
      contactPhone: placed.contactPhone,
      status,
      ...(online && {
        paymentStatus: 'pending',
        paymentProvider: online.provider,
        paymentExpiresAt: new Date(at.getTime() + online.ttlSeconds * 1000),
      }),
    },
    at,
  );
  if (!order) return undefined;
  await orders.insertLines(
    tx,
    order.id,
    quote.lines.map((l) => ({
      foodId: l.foodId,
      name: l.name,
      size: l.size,
      // Named and priced as sold: later menu edits leave past orders alone.
      options: l.options.map((o) => ({
        group: o.group,
        name: o.name,
        priceDeltaMinor: o.priceDeltaMinor,
      })),
      image: l.imageId ? imageUrl(l.imageId) : '',
      unitPriceMinor: l.unitPriceMinor,
      quantity: l.quantity,
      lineTotalMinor: l.lineTotalMinor,
    })),
  );
  await orders.addHistory(tx, { orderId: order.id, status, reason: null, actorUserId: userId, at });
  if (offerId) await couponUses.record(tx, { offerId, userId, orderId: order.id });
  await cart.clear(tx, userId);
  return order;
}
