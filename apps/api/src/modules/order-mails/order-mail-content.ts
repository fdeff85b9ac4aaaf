import {
  fromMinor,
  refundTexts,
  restaurantFormat,
  type FulfilmentMethod,
  type OrderStatus,
  type RestaurantFormat,
} from '@ninetonine/contract';
import type { OrderRecord } from '../orders/orders.repository';
import type { RestaurantSettingsRecord } from '../restaurant/restaurant.repository';

/** The statuses a customer hears about by mail; `placed` is the receipt (decision 0064). */
export const MAILED_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'placed',
  'accepted',
  'ready',
  'out_for_delivery',
  'delivered',
  'picked_up',
  'cancelled',
  'rejected',
]);

/** Whether `status` mails the customer of an order fulfilled this way. */
export function mailsAbout(
  status: OrderStatus,
  fulfilment: FulfilmentMethod,
  wantsStatusMails: boolean,
): boolean {
  if (!MAILED_STATUSES.has(status)) return false;
  if (status === 'placed') return true;
  // "Ready" matters to someone collecting; a delivery's next news is "on its way".
  if (status === 'ready' && fulfilment === 'delivery') return false;
  return wantsStatusMails;
}

const PAYMENT_LABELS: Record<string, string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
};
const paymentLabel = (method: string) =>
  PAYMENT_LABELS[method] ?? method.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** One row of the order's table: what, how many, for how much. */
export interface MailLine {
  item: string;
  /** Size and options, e.g. "Large · Extra cheese". */
  detail: string;
  quantity: number;
  price: string;
}

/** What every order mail says, before it is written as HTML or plain text. */
export interface OrderMailContent {
  subject: string;
  heading: string;
  /** Short paragraphs under the heading, the news first. */
  paragraphs: string[];
  /** The receipt's lines and totals; status mails show only the total. */
  lines: MailLine[] | null;
  totals: { label: string; amount: string; strong?: boolean }[];
  /** Label/value facts: order number, when, payment, where. */
  facts: { label: string; value: string }[];
  orderLink: string;
  /** The GST invoice's page, once the order has one (decision 0082); null otherwise. */
  invoiceLink: string | null;
  /** Where the customer rates a delivered or collected order (decision 0086); null otherwise. */
  rateLink: string | null;
  restaurant: { name: string; address: string; phone: string };
  /** Why the customer gets this mail, and how to stop status mails. */
  footer: string;
}

function dueText(record: OrderRecord, format: RestaurantFormat): string | null {
  const { order } = record;
  const due = order.scheduledFor ?? order.estimatedAt;
  return due ? format.dateTime(due) : null;
}

function whereText(record: OrderRecord): { label: string; value: string } {
  const { order } = record;
  if (order.fulfilment === 'delivery' && order.address) {
    const a = order.address;
    const parts = [a.name, a.line1, a.line2, `${a.city} ${a.postalCode}`.trim(), a.phone];
    return { label: 'Delivery to', value: parts.filter(Boolean).join(', ') };
  }
  return { label: 'Pickup from', value: order.pickupAddress ?? '' };
}

/**
 * What happens to the money of a cancelled or rejected order paid online, as the payment stands
 * when the mail is written: null when nothing was paid online (nothing to give back).
 */
function refundNews(record: OrderRecord, format: RestaurantFormat): string | null {
  const { order, refund } = record;
  const amount = format.price(fromMinor(refund?.amountMinor ?? order.totalMinor));
  if (refund?.status === 'refunded' || order.paymentStatus === 'refunded') {
    const on = refund ? ` on ${format.dateTime(refund.updatedAt)}` : '';
    return `Your ${amount} was refunded ${refundTexts.route}${on}. Banks can take a few working days to show it.`;
  }
  if (refund?.status === 'failed' || order.paymentStatus === 'refund_failed') {
    return `We could not refund your ${amount} automatically. The restaurant has been told and will return it to you; call them if you have not heard from them.`;
  }
  if (refund?.status === 'pending' || order.paymentStatus === 'refund_pending' || order.paidAt) {
    return `You paid ${amount} online: it is being refunded ${refundTexts.route}, and arrives ${refundTexts.usuallyWithin}.`;
  }
  return null;
}

function news(
  status: OrderStatus,
  record: OrderRecord,
  reason: string | null,
  format: RestaurantFormat,
): { subject: string; heading: string; paragraphs: string[] } {
  const { order } = record;
  const n = order.number;
  const due = dueText(record, format);
  const pickup = order.fulfilment === 'pickup';
  const because = reason ? [`The reason given: ${reason}`] : [];
  const refund =
    status === 'cancelled' || status === 'rejected' ? refundNews(record, format) : null;
  switch (status) {
    case 'placed':
      return {
        subject: `Your receipt for order ${n}`,
        heading: `Thank you: we have your order ${n}`,
        paragraphs: [
          `We received your order at ${format.dateTime(order.createdAt)}.`,
          ...(due
            ? [
                pickup
                  ? `It should be ready for pickup at ${due}.`
                  : `It should reach you by ${due}.`,
              ]
            : []),
          'We will write again when the kitchen accepts it.',
        ],
      };
    case 'accepted':
      return {
        subject: `Order ${n} is accepted`,
        heading: `The kitchen accepted your order ${n}`,
        paragraphs: [
          due
            ? pickup
              ? `It will be ready for pickup at ${due}.`
              : `It will be cooked and on its way to reach you by ${due}.`
            : 'It is being prepared now.',
        ],
      };
    case 'ready':
      return {
        subject: `Order ${n} is ready for pickup`,
        heading: `Your order ${n} is ready for pickup`,
        paragraphs: [`Come and collect it at ${order.pickupAddress ?? 'the restaurant'}.`],
      };
    case 'out_for_delivery':
      return {
        subject: `Order ${n} is on its way`,
        heading: `Your order ${n} is on its way`,
        paragraphs: [due ? `It should reach you by ${due}.` : 'It should reach you soon.'],
      };
    case 'delivered':
    case 'picked_up':
      return {
        subject: `Order ${n} is ${status === 'delivered' ? 'delivered' : 'picked up'}`,
        heading: `Enjoy your meal!`,
        paragraphs: [
          `Your order ${n} was ${status === 'delivered' ? 'delivered' : 'picked up'}. Thank you for ordering from us.`,
        ],
      };
    case 'cancelled':
      return {
        subject: `Order ${n} is cancelled`,
        heading: `Your order ${n} is cancelled`,
        paragraphs: [...because, refund ?? 'Nothing more will happen with this order.'],
      };
    case 'rejected':
      return {
        subject: `We could not take order ${n}`,
        heading: `Sorry: we could not take your order ${n}`,
        paragraphs: refund
          ? [...because, refund, 'Call us if you have a question.']
          : [...because, 'Nothing is owed for this order. Call us if you have a question.'],
      };
    default:
      return { subject: `Order ${n}`, heading: `Your order ${n}`, paragraphs: [] };
  }
}

/**
 * Whether the order has its GST invoice by the time this mail is written (decision 0082): the
 * receipt of an order paid online, the news of a cash order handed over; a GSTIN in either case.
 */
function invoiced(status: OrderStatus, record: OrderRecord, settings: RestaurantSettingsRecord) {
  if (!settings.gstin) return false;
  if (status === 'delivered' || status === 'picked_up') return true;
  return status === 'placed' && record.order.paidAt !== null;
}

/** The content of the mail telling about `status` of an order (`placed`: the receipt). */
export function orderMailContent(input: {
  record: OrderRecord;
  status: OrderStatus;
  reason: string | null;
  settings: RestaurantSettingsRecord;
  publicUrl: string;
}): OrderMailContent {
  const { record, status, reason, settings } = input;
  const { order } = record;
  const format = restaurantFormat(settings);
  const money = (minor: number) => format.price(fromMinor(minor));
  const receipt = status === 'placed';
  const totals: OrderMailContent['totals'] = [];
  if (receipt) {
    totals.push({ label: 'Subtotal', amount: money(order.subtotalMinor) });
    if (order.discountMinor > 0) {
      const code = order.couponCode ? ` (${order.couponCode})` : '';
      totals.push({ label: `Discount${code}`, amount: `−${money(order.discountMinor)}` });
    }
    if (order.fulfilment === 'delivery') {
      totals.push({
        label: 'Delivery fee',
        amount: order.deliveryFeeMinor > 0 ? money(order.deliveryFeeMinor) : 'Free',
      });
    }
    if (order.taxMinor > 0) {
      totals.push({
        label: order.taxIncluded ? 'Tax (included)' : 'Tax',
        amount: money(order.taxMinor),
      });
    }
    if (order.roundingMinor !== 0) {
      const sign = order.roundingMinor < 0 ? '−' : '+';
      totals.push({ label: 'Rounding', amount: `${sign}${money(Math.abs(order.roundingMinor))}` });
    }
  }
  totals.push({ label: 'Total', amount: money(order.totalMinor), strong: true });
  const due = dueText(record, format);
  const facts = [
    { label: 'Order number', value: order.number },
    { label: 'Placed', value: format.dateTime(order.createdAt) },
    ...(due ? [{ label: order.scheduledFor ? 'Booked for' : 'Due', value: due }] : []),
    { label: 'Payment', value: paymentLabel(order.paymentMethod) },
    whereText(record),
    ...(receipt && order.note ? [{ label: 'Your note', value: order.note }] : []),
  ];
  return {
    ...news(status, record, reason, format),
    lines: receipt
      ? record.lines.map((l) => ({
          item: l.name,
          detail: [l.size, ...l.options.map((o) => o.name)].filter(Boolean).join(' · '),
          quantity: l.quantity,
          price: money(l.lineTotalMinor),
        }))
      : null,
    totals,
    facts,
    orderLink: `${input.publicUrl}/order-confirmation?id=${encodeURIComponent(order.id)}`,
    invoiceLink: invoiced(status, record, settings)
      ? `${input.publicUrl}/invoice?id=${encodeURIComponent(order.id)}`
      : null,
    rateLink:
      status === 'delivered' || status === 'picked_up'
        ? `${input.publicUrl}/order-confirmation?id=${encodeURIComponent(order.id)}#rate`
        : null,
    restaurant: { name: settings.name, address: settings.pickupAddress, phone: settings.phone },
    footer: receipt
      ? 'You get this receipt because you placed an order with your account.'
      : `You get mails about your orders' progress. Turn them off on your account page: ${input.publicUrl}/accounts`,
  };
}
