import { fromMinor, refundNoticeTexts, refundTexts, restaurantFormat } from '@ninetonine/contract';
import type { OrderRecord, OrderRefundRow } from '../orders/orders.repository';
import type { RestaurantSettingsRecord } from '../restaurant/restaurant.repository';
import type { OrderMailContent } from './order-mail-content';

/**
 * The mail of a staff refund that went back (decision 0080): how much, when, where to and why,
 * and what the order was; written when it is sent, from the refund row it names.
 */
export function refundMailContent(input: {
  record: OrderRecord;
  refund: OrderRefundRow;
  settings: RestaurantSettingsRecord;
  publicUrl: string;
}): OrderMailContent {
  const { record, refund, settings } = input;
  const { order } = record;
  const format = restaurantFormat(settings);
  const money = (minor: number) => format.price(fromMinor(minor));
  const amount = money(refund.amountMinor);
  const refundedMinor = record.refund?.status === 'refunded' ? record.refund.amountMinor : null;
  return {
    subject: refundNoticeTexts.subject(order.number),
    heading: refundNoticeTexts.heading(amount),
    paragraphs: [
      refundNoticeTexts.made(amount, format.dateTime(refund.updatedAt), refundTexts.route),
      refundNoticeTexts.reason(refund.reason),
    ],
    lines: null,
    totals: [
      { label: 'Order total', amount: money(order.totalMinor) },
      ...(refundedMinor !== null && refundedMinor !== refund.amountMinor
        ? [{ label: 'Refunded in all', amount: money(refundedMinor) }]
        : []),
      { label: 'This refund', amount, strong: true },
    ],
    facts: [
      { label: 'Order number', value: order.number },
      { label: 'Placed', value: format.dateTime(order.createdAt) },
    ],
    orderLink: `${input.publicUrl}/order-confirmation?id=${encodeURIComponent(order.id)}`,
    // The receipt carried the invoice; a refund's credit note is not issued yet (decision 0082).
    invoiceLink: null,
    rateLink: null,
    restaurant: { name: settings.name, address: settings.pickupAddress, phone: settings.phone },
    footer: 'You get this mail because money was refunded to you for an order you placed.',
  };
}
