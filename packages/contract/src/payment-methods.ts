/**
 * Which ways to pay the restaurant takes (issue 20, item 6; decision 0063), zod-free so the
 * checkout, the settings screen and the server share one reading. An admin turns each method
 * on or off; `online` works only while the server has the provider's keys, whatever is stored.
 */
import type { FulfilmentMethod } from './order-status';
import { paymentMethods, type OrderPaymentMethod, type PaymentMethod } from './limits';

/** How staff screens, the dashboard and the export name each method. */
export const paymentMethodStaffLabels: Record<OrderPaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
  online: 'Online',
  pay_at_table: 'Table tab',
};

/** How the customer's checkout, order page and receipt name each method. */
export const paymentMethodLabels: Record<OrderPaymentMethod, string> = {
  online: 'Pay online',
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
  pay_at_table: 'On the table’s tab',
};

/** The one fulfilment a pay-on-handover method serves; `online` serves both. */
const handoverFulfilment: Partial<Record<PaymentMethod, FulfilmentMethod>> = {
  cash_on_delivery: 'delivery',
  pay_at_pickup: 'pickup',
};

export const methodServes = (method: PaymentMethod, fulfilment: FulfilmentMethod) =>
  (handoverFulfilment[method] ?? fulfilment) === fulfilment;

/**
 * The methods a customer can use for `fulfilment` now, in the order checkout lists them: online
 * first when it is on and configured, then paying on handover.
 */
export function offeredPaymentMethods(
  enabled: readonly PaymentMethod[],
  fulfilment: FulfilmentMethod,
  onlineConfigured: boolean,
): PaymentMethod[] {
  const usable = (m: PaymentMethod) =>
    enabled.includes(m) && methodServes(m, fulfilment) && (m !== 'online' || onlineConfigured);
  return [
    ...paymentMethods.filter((m) => m === 'online' && usable(m)),
    ...paymentMethods.filter((m) => m !== 'online' && usable(m)),
  ];
}

/** Why a method cannot pay for this order now, in the checkout's words; null when it can. */
export function paymentMethodRefusal(
  method: PaymentMethod,
  enabled: readonly PaymentMethod[],
  fulfilment: FulfilmentMethod,
  onlineConfigured: boolean,
): string | null {
  const offered = offeredPaymentMethods(enabled, fulfilment, onlineConfigured);
  if (offered.includes(method)) return null;
  if (!methodServes(method, fulfilment)) {
    return fulfilment === 'delivery'
      ? 'Pay at pickup is for pickup orders. Choose another way to pay.'
      : 'Cash on delivery is for deliveries. Choose another way to pay.';
  }
  const others = offered.map((m) => paymentMethodStaffLabels[m].toLowerCase());
  const instead = others.length > 0 ? ` Please choose ${others.join(' or ')}.` : '';
  return method === 'online'
    ? `Online payment is not available right now.${instead}`
    : `${paymentMethodStaffLabels[method]} is not available right now.${instead}`;
}

/**
 * Why a settings change would leave customers without a way to pay, or null: each fulfilment
 * that is on needs one usable method, and online can be turned on only with the keys set.
 */
export function paymentSettingsRefusal(
  next: {
    paymentMethodsEnabled: readonly PaymentMethod[];
    deliveryEnabled: boolean;
    pickupEnabled: boolean;
  },
  before: readonly PaymentMethod[],
  onlineConfigured: boolean,
): string | null {
  const enabled = next.paymentMethodsEnabled;
  if (enabled.includes('online') && !before.includes('online') && !onlineConfigured) {
    return 'Online payment needs the Razorpay keys in the server’s configuration (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET). Set them first, then turn it on.';
  }
  const lacking = (fulfilment: FulfilmentMethod) =>
    offeredPaymentMethods(enabled, fulfilment, onlineConfigured).length === 0;
  if (next.deliveryEnabled && lacking('delivery')) {
    return 'Deliveries need a way to pay: keep cash on delivery or online payment on, or turn delivery off.';
  }
  if (next.pickupEnabled && lacking('pickup')) {
    return 'Pickup orders need a way to pay: keep pay at pickup or online payment on, or turn pickup off.';
  }
  return null;
}
