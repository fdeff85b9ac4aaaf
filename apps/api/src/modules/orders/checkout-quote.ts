import {
  effectivePriceMinor,
  fromMinor,
  kitchenStatusAt,
  outsideDeliveryAreaMessage,
  orderSlots,
  pausedOrderingText,
  restaurantFormat,
  type ChosenOption,
  type FulfilmentMethod,
  type PaymentMethod,
} from '@ninetonine/contract';
import type { AddressSnapshot } from '../../db/schema/index';
import { kitchenControlsAt } from '../restaurant/restaurant-status';
import type { CartLineRow } from '../cart/cart.repository';
import type { OfferRow, SettingsRow } from './checkout.repository';
import { couponDiscountMinor, couponRefusal, type CouponStanding } from './coupon-terms';
import { cashStepMinor, roundForCash, type RoundedTotals } from './cash-rounding';
import { priceOrder } from './order-pricing';

const MINUTE = 60_000;

export interface QuoteInput {
  settings: SettingsRow;
  lines: readonly CartLineRow[];
  fulfilment: FulfilmentMethod;
  /** Absent: none chosen; null: chosen, but not (or no longer) one of the customer's. */
  address?: AddressSnapshot | null;
  /** The terms of the delivery area the address is in; null: it is in none (decision 0047). */
  deliveryTerms?: DeliveryTerms | null;
  scheduledFor: Date | null;
  /** The code asked for, the offer it names (null: unknown) and the customer's uses of it. */
  coupon: {
    code: string;
    offer: OfferRow | null;
    customerUses: number;
    /** The customer's orders so far, read when the offer has a segment (decision 0091). */
    standing: CouponStanding | null;
  } | null;
  /** The method chosen, if any: online is charged exactly, cash rounded (decisions 0051, 0061). */
  paymentMethod?: PaymentMethod;
  /** The rider's tip, checked by the service (0..TIP_MAX, delivery only; decision 0085). */
  tipMinor?: number;
  /** The ways this fulfilment can be paid now (the configured providers'), listed as checkout shows. */
  paymentMethods: PaymentMethod[];
  now: Date;
}

/** A delivery area's terms, its own or the restaurant's standard ones where it has none. */
export interface DeliveryTerms {
  feeMinor: number;
  minimumOrderMinor: number;
  extraMinutes: number;
}

export interface PricedLine {
  foodId: string;
  name: string;
  size: string;
  /** The chosen options, priced now (their deltas are in unitPriceMinor). */
  options: ChosenOption[];
  imageId: string | null;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  available: boolean;
  /** The price when it went into the cart, only when it changed since. */
  previousUnitPriceMinor: number | null;
}

export interface QuoteProblem {
  code:
    | 'empty_cart'
    | 'unavailable_lines'
    | 'delivery_off'
    | 'pickup_off'
    | 'address_missing'
    | 'outside_area'
    | 'below_minimum'
    | 'kitchen_closed'
    | 'not_accepting'
    | 'slot_unavailable';
  message: string;
}

export interface CheckoutQuote {
  lines: PricedLine[];
  totals: RoundedTotals;
  coupon: { code: string; applied: boolean; reason: string | null; offerId: string | null } | null;
  problems: QuoteProblem[];
  kitchenOpen: boolean;
  estimatedAt: Date | null;
  /** Minutes busy mode adds now (decision 0081). */
  busyMinutes: number;
  slots: { start: Date; end: Date }[];
  /** The ways this fulfilment can be paid now, in the order checkout lists them. */
  paymentMethods: PaymentMethod[];
  /** Why cash on delivery is not among them (its limits, decision 0090); null: no reason. */
  cashRefusal?: string | null;
}

function priceLine(row: CartLineRow): PricedLine {
  const sizeExists = row.priceMinor !== null;
  // A size that is gone keeps the price it was added at, flagged unavailable (as the cart shows).
  const unitPriceMinor = sizeExists
    ? effectivePriceMinor({
        priceMinor: row.priceMinor!,
        discountedPriceMinor: row.discountedPriceMinor,
      })
    : row.unitPriceMinorAtAdd;
  return {
    foodId: row.foodId,
    name: row.name,
    size: row.size,
    options: row.options,
    imageId: row.imageId,
    quantity: row.quantity,
    unitPriceMinor,
    lineTotalMinor: unitPriceMinor * row.quantity,
    available: sizeExists && row.isAvailable && !row.deleted,
    previousUnitPriceMinor:
      sizeExists && unitPriceMinor !== row.unitPriceMinorAtAdd ? row.unitPriceMinorAtAdd : null,
  };
}

/**
 * The server's price and verdict for a cart as chosen (pure: the service reads, this decides),
 * from database prices only. Placing an order runs the same function inside its transaction,
 * so what the customer confirmed and what is stored cannot disagree silently.
 */
export function buildQuote(input: QuoteInput): CheckoutQuote {
  const { settings, fulfilment, now } = input;
  const lines = input.lines.map(priceLine);
  const orderable = lines.filter((l) => l.available);
  const subtotalMinor = orderable.reduce((sum, l) => sum + l.lineTotalMinor, 0);
  const problems: QuoteProblem[] = [];
  const format = restaurantFormat(settings);
  const money = (minor: number) => format.price(fromMinor(minor));

  // First: while orders are paused nothing else the customer could fix would help (checkout
  // shows the first problem). A timed pause says why and until when (decision 0081).
  const controls = kitchenControlsAt(settings, now);
  if (controls.pause) {
    problems.push({
      code: 'not_accepting',
      message: pausedOrderingText(controls.pause.reason, format.clock(controls.pause.until)),
    });
  } else if (!settings.acceptingOrders) {
    problems.push({
      code: 'not_accepting',
      message: 'The kitchen is not taking new orders right now. Please try again a little later.',
    });
  }
  if (lines.length === 0) {
    problems.push({ code: 'empty_cart', message: 'Your cart is empty.' });
  }
  const gone = lines.filter((l) => !l.available);
  if (gone.length > 0) {
    const names = gone.map((l) => `${l.name} (${l.size})`).join(', ');
    problems.push({
      code: 'unavailable_lines',
      message: `${names} ${gone.length === 1 ? 'is' : 'are'} not available right now. Remove ${gone.length === 1 ? 'it' : 'them'} from your cart to continue.`,
    });
  }
  if (fulfilment === 'delivery' && !settings.deliveryEnabled) {
    problems.push({
      code: 'delivery_off',
      message: 'We are not delivering right now. Please choose pickup.',
    });
  }
  if (fulfilment === 'pickup' && !settings.pickupEnabled) {
    problems.push({
      code: 'pickup_off',
      message: 'Pickup is not available right now. Please choose delivery.',
    });
  }
  if (fulfilment === 'delivery' && input.address === undefined) {
    problems.push({ code: 'address_missing', message: 'Choose a delivery address.' });
  } else if (fulfilment === 'delivery' && input.address === null) {
    problems.push({
      code: 'address_missing',
      message: 'That address is not in your address book any more. Choose another.',
    });
  }
  const terms = input.deliveryTerms;
  if (fulfilment === 'delivery' && input.address && terms === null) {
    problems.push({
      code: 'outside_area',
      message: outsideDeliveryAreaMessage(input.address.postalCode),
    });
  }
  const minimumMinor = terms?.minimumOrderMinor ?? settings.minimumDeliveryOrderMinor;
  if (fulfilment === 'delivery' && subtotalMinor > 0 && subtotalMinor < minimumMinor) {
    problems.push({
      code: 'below_minimum',
      message: `Add ${money(minimumMinor - subtotalMinor)} more for delivery (minimum order ${money(minimumMinor)}).`,
    });
  }

  // Time: as soon as possible needs the kitchen open (and not past its last order); a slot must
  // be one the rules offer now.
  // Busy mode adds its minutes to the ASAP estimate and pushes every slot back alike.
  const leadMinutes =
    settings.preparationMinutes +
    (controls.busy?.extraMinutes ?? 0) +
    (fulfilment === 'delivery' ? settings.deliveryMinutes + (terms?.extraMinutes ?? 0) : 0);
  const slots = orderSlots(
    {
      hours: settings.openingHours,
      specialHours: settings.specialHours,
      timeZone: settings.timeZone,
      lastOrderMinutes: settings.lastOrderMinutes,
      leadMinutes,
      slotMinutes: settings.slotMinutes,
      // Today and the days after it the restaurant allows (decision 0085).
      days: settings.scheduleDaysAhead + 1,
    },
    now,
  );
  const kitchen = kitchenStatusAt(
    settings.openingHours,
    settings.timeZone,
    now,
    settings.specialHours,
  );
  let estimatedAt: Date | null = null;
  if (input.scheduledFor === null) {
    const lastOrderAt = kitchen.changesAt
      ? kitchen.changesAt.getTime() - settings.lastOrderMinutes * MINUTE
      : Infinity;
    if (kitchen.open && now.getTime() <= lastOrderAt) {
      estimatedAt = new Date(now.getTime() + leadMinutes * MINUTE);
    } else {
      const opens = kitchen.open ? null : kitchen.changesAt;
      problems.push({
        code: 'kitchen_closed',
        message: kitchen.open
          ? 'The kitchen has taken its last orders for now. Please choose a later time.'
          : `The kitchen is closed now${opens ? ` (we open ${format.clockOrWeekday(opens, now)})` : ''}. Please choose a time.`,
      });
    }
  } else {
    const wanted = input.scheduledFor.getTime();
    if (slots.some((s) => s.start.getTime() === wanted)) {
      estimatedAt = input.scheduledFor;
    } else {
      problems.push({
        code: 'slot_unavailable',
        message: 'That time is not available any more. Please choose another.',
      });
    }
  }

  let coupon: CheckoutQuote['coupon'] = null;
  let discountMinor = 0;
  if (input.coupon) {
    const { code, offer, customerUses, standing } = input.coupon;
    const reason = couponRefusal(code, offer, {
      now,
      subtotalMinor,
      fulfilment,
      customerUses,
      standing,
      format,
    });
    if (offer && reason === null) discountMinor = couponDiscountMinor(offer, subtotalMinor);
    coupon = { code, applied: reason === null, reason, offerId: offer?.id ?? null };
  }

  const exact = priceOrder({
    lines: orderable,
    fulfilment,
    discountMinor,
    tipMinor: input.tipMinor,
    settings: {
      deliveryFeeMinor: terms?.feeMinor ?? settings.deliveryFeeMinor,
      freeDeliveryFromMinor: settings.freeDeliveryFromMinor,
      taxRateBasisPoints: settings.taxRateBasisPoints,
      pricesIncludeTax: settings.pricesIncludeTax,
    },
  });
  // Cash only (decision 0051): a separate step after the exact total. Online is charged exactly,
  // and so is a dine-in round: its tab is paid as a whole (decision 0094).
  const exactly = input.paymentMethod === 'online' || fulfilment === 'dine_in';
  const totals = roundForCash(exact, exactly ? 1 : cashStepMinor(settings.currency));
  return {
    lines,
    totals,
    coupon,
    problems,
    kitchenOpen: kitchen.open,
    estimatedAt,
    busyMinutes: controls.busy?.extraMinutes ?? 0,
    slots,
    paymentMethods: input.paymentMethods,
  };
}
