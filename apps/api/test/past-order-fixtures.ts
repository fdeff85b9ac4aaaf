import type { FulfilmentMethod, OrderStatus } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '#src/db/schema/index';
import { formatOrderNumber, orderDay } from '#src/modules/orders/order-identity';
import { createOrderStatusRepository } from '#src/modules/orders/order-status.repository';
import { createOrdersRepository } from '#src/modules/orders/orders.repository';
import { newKey } from './order-fixtures';

export interface PastLine {
  foodId: string;
  name: string;
  size?: string;
  unitPriceMinor: number;
  quantity: number;
}

const ordersRepo = createOrdersRepository();
const statusRepo = createOrderStatusRepository();

/**
 * Test-only: an order placed at an exact instant (checkout always uses "now"), written through
 * the orders repository as checkout writes it, then moved to `status` if given. Totals add up
 * like checkout's: subtotal - discount + delivery fee, tax included in the prices.
 */
export async function insertOrderAt(
  app: FastifyInstance,
  opts: {
    userId: string;
    at: Date;
    lines: readonly PastLine[];
    status?: OrderStatus;
    fulfilment?: FulfilmentMethod;
    deliveryFeeMinor?: number;
    discountMinor?: number;
    taxMinor?: number;
    couponCode?: string | null;
    timeZone?: string;
    phone?: string;
  },
) {
  const fulfilment = opts.fulfilment ?? 'pickup';
  const subtotalMinor = opts.lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
  const discountMinor = opts.discountMinor ?? 0;
  const deliveryFeeMinor = opts.deliveryFeeMinor ?? 0;
  const day = orderDay(opts.at, opts.timeZone ?? 'Asia/Kolkata');
  return app.db.transaction(async (tx) => {
    const sequence = await ordersRepo.nextNumber(tx, day.key);
    const order = await statusRepo.insertOrder(
      tx,
      {
        number: formatOrderNumber(day.label, sequence),
        numberDay: day.key,
        userId: opts.userId,
        fulfilment,
        paymentMethod: fulfilment === 'delivery' ? 'cash_on_delivery' : 'pay_at_pickup',
        idempotencyKey: newKey(),
        requestHash: 'test',
        subtotalMinor,
        discountMinor,
        deliveryFeeMinor,
        taxMinor: opts.taxMinor ?? 0,
        taxIncluded: true,
        totalMinor: subtotalMinor - discountMinor + deliveryFeeMinor,
        couponCode: opts.couponCode ?? null,
        address:
          fulfilment === 'delivery'
            ? {
                label: 'Home',
                name: 'Asha Rao',
                phone: opts.phone ?? '98765 43210',
                line1: '4 Lake View Road',
                line2: '',
                city: 'Bengaluru',
                postalCode: '560001',
                notes: '',
              }
            : null,
        pickupAddress: fulfilment === 'pickup' ? '12 MG Road, Bengaluru' : null,
      },
      opts.at,
    );
    await ordersRepo.insertLines(
      tx,
      order!.id,
      opts.lines.map((l) => ({
        foodId: l.foodId,
        name: l.name,
        size: l.size ?? 'Regular',
        unitPriceMinor: l.unitPriceMinor,
        quantity: l.quantity,
        lineTotalMinor: l.unitPriceMinor * l.quantity,
      })),
    );
    if (opts.status && opts.status !== 'placed') {
      await tx.update(orders).set({ status: opts.status }).where(eq(orders.id, order!.id));
    }
    return { ...order!, status: opts.status ?? 'placed' };
  });
}
