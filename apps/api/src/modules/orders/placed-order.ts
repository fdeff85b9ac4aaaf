import type { OnlinePaymentProvider, OrderUpdateChannel } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema/index';
import type { CartRepository } from '../cart/cart.repository';
import type { CheckoutQuote } from './checkout-quote';
import type { SettingsRow } from './checkout.repository';
import type { PlaceOrderInput } from './checkout.service';
import type { CouponUsesRepository } from './coupon-uses.repository';
import { linesAsSold } from './lines-as-sold';
import { formatOrderNumber, orderDay } from './order-identity';
import type { Moved, OrderLifecycle } from './order-lifecycle';
import type { OrderRecord, OrdersRepository } from './orders.repository';

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
  updatesChannel: OrderUpdateChannel;
  offerId: string | null;
  online: { provider: OnlinePaymentProvider; ttlSeconds: number } | undefined;
  at: Date;
}

/**
 * Writes a placed order inside checkout's transaction: the order with its day number and its
 * first status (the lifecycle's, with the history row), its lines as sold, the coupon use, and
 * the emptied cart. Null when a parallel request with the same key inserted first. With the
 * move, the record as written: checkout answers with it without reading it back.
 */
export async function insertPlacedOrder(
  tx: Executor,
  deps: {
    orders: OrdersRepository;
    lifecycle: OrderLifecycle;
    couponUses: CouponUsesRepository;
    cart: CartRepository;
  },
  placed: PlacedOrder,
): Promise<{ moved: Moved; record: OrderRecord } | null> {
  const { orders, couponUses, cart } = deps;
  const { userId, input, quote, settings, address, offerId, online, at } = placed;
  const day = orderDay(at, settings.timeZone);
  const sequence = await orders.nextNumber(tx, day.key);
  const opened = await deps.lifecycle.open(
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
      contactless: input.fulfilment === 'delivery' && input.contactless,
      contactPhone: placed.contactPhone,
      updatesChannel: placed.updatesChannel,
      ...(online && {
        paymentStatus: 'pending',
        paymentProvider: online.provider,
        paymentExpiresAt: new Date(at.getTime() + online.ttlSeconds * 1000),
      }),
    },
    { online: online !== undefined, customerId: userId, at },
  );
  if (!opened) return null;
  const { order } = opened;
  const lines = await orders.insertLines(tx, order.id, linesAsSold(quote.lines));
  if (offerId) await couponUses.record(tx, { offerId, userId, orderId: order.id });
  await cart.clear(tx, userId);
  // A new order has no refunds and no rider yet; its history is what this transaction wrote.
  const history = [opened.entered, ...(opened.then ? [opened.then.entered] : [])];
  return {
    moved: opened,
    record: { order: opened.order, lines, history, refund: null, refunds: [], rider: null },
  };
}
