import {
  cashAboveCapText,
  cashNotForAreaText,
  cashOnDeliveryRefusal,
  fromMinor,
  restaurantFormat,
} from '@ninetonine/contract';
import { cashStepMinor, roundForCash, type RoundedTotals } from './cash-rounding';
import type { CheckoutQuote } from './checkout-quote';
import type { SettingsRow } from './checkout.repository';

/**
 * Why cash on delivery cannot pay this delivery (decision 0090), in checkout's one short line:
 * the address's area takes no cash, or the cash total is above the restaurant's cap. Null when
 * it can. The cap is read against the total as cash is paid (rounded), whatever was chosen.
 */
export function cashRefusalText(
  totals: RoundedTotals,
  settings: Pick<
    SettingsRow,
    'cashOnDeliveryMaxMinor' | 'currency' | 'locale' | 'timeZone' | 'country'
  >,
  areaAllows: boolean,
): string | null {
  const exact = { ...totals, totalMinor: totals.totalMinor - totals.roundingMinor };
  const cash = roundForCash(exact, cashStepMinor(settings.currency));
  const refusal = cashOnDeliveryRefusal({
    areaAllows,
    capMinor: settings.cashOnDeliveryMaxMinor,
    cashTotalMinor: cash.totalMinor,
  });
  if (refusal === 'area') return cashNotForAreaText;
  if (refusal === 'above_cap') {
    return cashAboveCapText(
      restaurantFormat(settings).price(fromMinor(settings.cashOnDeliveryMaxMinor!)),
    );
  }
  return null;
}

/**
 * The quote with cash on delivery taken out of its methods when the limits refuse it, and the
 * reason kept for checkout. Only a delivery with an address in an area is judged: without one
 * the quote already has a problem to show first.
 */
export function withCashLimits(
  quote: CheckoutQuote,
  settings: SettingsRow,
  area: { cashOnDelivery: boolean } | null | undefined,
): CheckoutQuote {
  if (!area || !quote.paymentMethods.includes('cash_on_delivery')) {
    return { ...quote, cashRefusal: null };
  }
  const cashRefusal = cashRefusalText(quote.totals, settings, area.cashOnDelivery);
  if (!cashRefusal) return { ...quote, cashRefusal: null };
  return {
    ...quote,
    paymentMethods: quote.paymentMethods.filter((m) => m !== 'cash_on_delivery'),
    cashRefusal,
  };
}
