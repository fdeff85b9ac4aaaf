import {
  ErrorCode,
  fromMinor,
  matchDeliveryArea,
  paymentMethodRefusal,
  restaurantFormat,
  toMinor,
  type CheckoutFulfilmentMethod,
  type OrderUpdateChannel,
  type PaymentMethod,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { HttpError, badRequest } from '../../http-error';
import type { CartRepository } from '../cart/cart.repository';
import type { CustomersRepository } from '../customers/customers.repository';
import { withCashLimits } from './cash-limits';
import { buildQuote, type CheckoutQuote, type DeliveryTerms } from './checkout-quote';
import type { CheckoutRepository } from './checkout.repository';
import type { CouponUsesRepository } from './coupon-uses.repository';
import { reachablePhone } from './checkout-phone';
import type { Moved, OrderLifecycle } from './order-lifecycle';
import { requestFingerprint } from './order-identity';
import { insertPlacedOrder } from './placed-order';
import type { OrderRecord, OrderRow, OrdersRepository } from './orders.repository';
import { methodsFor, type PaymentProviders } from './payment-providers';

/** What the customer chose at checkout (the contract's parsed quote request). */
export interface CheckoutChoice {
  fulfilment: CheckoutFulfilmentMethod;
  /** Online is charged exactly, cash rounded; absent: priced for cash. */
  paymentMethod?: PaymentMethod;
  addressId?: string;
  /** ISO instant; null: as soon as possible. */
  scheduledFor: string | null;
  couponCode?: string;
  /** The rider's tip in major units (delivery only). */
  tip: number;
}

export interface PlaceOrderInput extends CheckoutChoice {
  paymentMethod: PaymentMethod;
  note: string;
  contactless: boolean;
  confirmedTotal: number;
  /** Asked at checkout when the profile has no usable phone. */
  phone?: string;
  /** Order updates by WhatsApp, SMS or none (decision 0092); absent: the customer's saved one. */
  orderUpdates?: OrderUpdateChannel;
}

/** A checkout refused with the fresh quote, so the customer can see why and confirm again. */
export class CheckoutRefusal extends HttpError {
  constructor(
    message: string,
    code: ErrorCode,
    readonly quote: CheckoutQuote | null,
  ) {
    super(409, message, code);
  }
}

/** A tip is the rider's (decision 0085): a pickup has no rider, so it is refused, not dropped. */
function refuseTipForPickup(choice: CheckoutChoice) {
  if (choice.fulfilment === 'pickup' && choice.tip > 0) {
    throw badRequest(
      'A tip is for the rider: choose delivery, or no tip.',
      ErrorCode.ValidationFailed,
    );
  }
}

/** Cash on delivery refused by its limits: the reason, and what the customer can do. */
const cashRefusalMessage = (quote: CheckoutQuote) =>
  quote.paymentMethods.includes('online')
    ? `${quote.cashRefusal}. Please pay online.`
    : `${quote.cashRefusal}, and online payment is not available right now. Please choose pickup.`;

/** A parallel request with the same key committed first: read its order instead. */
class LostRace extends Error {}

const keyReused = () =>
  new HttpError(
    422,
    'This checkout was already used for a different order. Please reload the page and try again.',
    ErrorCode.IdempotencyKeyReused,
  );

/**
 * Quotes and places orders (docs/decisions/0017): prices from the database only, and placing
 * exactly once per Idempotency-Key in one transaction that either writes everything (order,
 * lines, first history row, coupon use, day counter, emptied cart) or nothing.
 */
export function createCheckoutService(deps: {
  db: Database;
  orders: OrdersRepository;
  checkout: CheckoutRepository;
  couponUses: CouponUsesRepository;
  /** A customer's orders so far, for coupons aimed at a segment (decision 0091). */
  customers: Pick<CustomersRepository, 'standing'>;
  cart: CartRepository;
  payments: PaymentProviders;
  /** Writes the order's first status, and publishes it after commit. */
  lifecycle: OrderLifecycle;
  now?: () => Date;
}) {
  const { db, orders, checkout, couponUses, cart } = deps;
  const now = deps.now ?? (() => new Date());

  async function quoteOn(ex: Executor, userId: string, choice: CheckoutChoice, at: Date) {
    const settings = await checkout.settings(ex);
    const lines = await cart.listLines(ex, userId);
    const address =
      choice.fulfilment === 'delivery' && choice.addressId
        ? await checkout.address(ex, userId, choice.addressId)
        : undefined;
    let coupon = null;
    if (choice.couponCode) {
      const offer = await checkout.offerByCode(ex, choice.couponCode);
      const customerUses = offer ? await couponUses.customerUses(ex, offer.id, userId) : 0;
      // Inside place-order's transaction, after the cart lock: no other order of this customer
      // is being placed meanwhile, so the segment holds for the order written next.
      const standing = offer?.segment ? await deps.customers.standing(ex, userId) : null;
      coupon = { code: choice.couponCode, offer, customerUses, standing };
    }
    let deliveryTerms: DeliveryTerms | null | undefined;
    const area = address && matchDeliveryArea(await checkout.deliveryAreas(ex), address.postalCode);
    if (address) {
      deliveryTerms = area && {
        feeMinor: area.deliveryFeeMinor ?? settings.deliveryFeeMinor,
        minimumOrderMinor: area.minimumOrderMinor ?? settings.minimumDeliveryOrderMinor,
        extraMinutes: area.extraMinutes,
      };
    }
    const priced = buildQuote({
      settings,
      lines,
      fulfilment: choice.fulfilment,
      address,
      deliveryTerms,
      scheduledFor: choice.scheduledFor ? new Date(choice.scheduledFor) : null,
      coupon,
      paymentMethod: choice.paymentMethod,
      tipMinor: toMinor(choice.tip),
      // The configured ways to pay that the admin has on (decision 0063).
      paymentMethods: methodsFor(deps.payments, choice.fulfilment).filter((m) =>
        settings.paymentMethodsEnabled.includes(m),
      ),
      now: at,
    });
    // The area's switch and the cap take cash on delivery out (decision 0090).
    const quote = withCashLimits(priced, settings, area);
    return { quote, settings, address };
  }

  async function replay(row: OrderRow, hash: string, ex: Executor = db) {
    if (row.requestHash !== hash) throw keyReused();
    return { record: await orders.details(ex, row), created: false };
  }

  return {
    /** The server's price of the caller's cart as chosen; writes nothing but default settings. */
    async quote(userId: string, choice: CheckoutChoice): Promise<CheckoutQuote> {
      refuseTipForPickup(choice);
      return (await quoteOn(db, userId, choice, now())).quote;
    },

    /**
     * Places the caller's server cart as an order. `created` is false when the key was used
     * before with the same request (that order is the answer); a different request is 422.
     */
    async place(
      userId: string,
      idempotencyKey: string,
      input: PlaceOrderInput,
    ): Promise<{ record: OrderRecord; created: boolean }> {
      refuseTipForPickup(input);
      const provider = deps.payments[input.paymentMethod];
      if (!provider) {
        throw badRequest(
          'Online payment is not available right now. Choose another way to pay.',
          ErrorCode.ValidationFailed,
        );
      }
      if (!provider.supports(input.fulfilment)) {
        throw badRequest(
          input.fulfilment === 'delivery'
            ? 'Pay at pickup is for pickup orders. Choose cash on delivery.'
            : 'Cash on delivery is for deliveries. Choose pay at pickup.',
          ErrorCode.ValidationFailed,
        );
      }
      const hash = requestFingerprint(input);
      // A key used before is found under the cart lock below: a read before the transaction
      // would be one more round trip for every new order, to spare a repeat the lock.
      let outcome: { record: OrderRecord; created: boolean; moved?: Moved };
      try {
        outcome = await db.transaction(async (tx) => {
          // One checkout per customer at a time, and no cart change while it runs.
          await cart.lock(tx, userId);
          const prior = await orders.findByKey(tx, userId, idempotencyKey);
          if (prior) return replay(prior, hash, tx);

          const at = now();
          const { quote, settings, address } = await quoteOn(tx, userId, input, at);
          const [problem] = quote.problems;
          if (problem) throw new CheckoutRefusal(problem.message, ErrorCode.CheckoutProblem, quote);
          // A method the admin turned off (or online without the keys): the fresh quote lists
          // the ones that work (decision 0063).
          const unusable = paymentMethodRefusal(
            input.paymentMethod,
            settings.paymentMethodsEnabled,
            input.fulfilment,
            deps.payments.online !== undefined,
          );
          if (unusable) throw new CheckoutRefusal(unusable, ErrorCode.CheckoutProblem, quote);
          if (input.paymentMethod === 'cash_on_delivery' && quote.cashRefusal) {
            throw new CheckoutRefusal(cashRefusalMessage(quote), ErrorCode.CheckoutProblem, quote);
          }
          // The profile's phone and updates channel in one read; written back only if changed.
          const profile = await checkout.contact(tx, userId);
          const contact = reachablePhone(input, settings.country, address, profile.phone);
          const updatesChannel = input.orderUpdates ?? profile.orderUpdates;
          await checkout.keepContact(tx, userId, {
            ...(contact.keep && { phone: contact.phone }),
            ...(updatesChannel !== profile.orderUpdates && { orderUpdates: updatesChannel }),
          });
          const contactPhone = contact.phone;
          const { totals } = quote;
          if (toMinor(input.confirmedTotal) !== totals.totalMinor) {
            // A refused code does not block the order (decision 0051): it goes ahead without it
            // when the customer confirmed the total without it, which is what checkout shows.
            // Expecting its discount, they hear why it was refused, with the fresh quote.
            if (quote.coupon && !quote.coupon.applied) {
              throw new CheckoutRefusal(quote.coupon.reason!, ErrorCode.CouponRefused, quote);
            }
            const { price } = restaurantFormat(settings);
            throw new CheckoutRefusal(
              `Your total is now ${price(fromMinor(totals.totalMinor))} (you confirmed ${price(input.confirmedTotal)}). Please check your order and confirm again.`,
              ErrorCode.TotalChanged,
              quote,
            );
          }
          const offerId = quote.coupon?.applied ? quote.coupon.offerId : null;
          if (offerId && !(await couponUses.claim(tx, offerId, at))) {
            // Someone else took the last use meanwhile: the fresh quote says so in the coupon's
            // own words, and prices the order without it.
            const fresh = (await quoteOn(tx, userId, input, at)).quote;
            throw new CheckoutRefusal(
              fresh.coupon?.reason ?? `The code ${quote.coupon!.code} cannot be used any more.`,
              ErrorCode.CouponRefused,
              fresh,
            );
          }

          const placed = await insertPlacedOrder(tx, deps, {
            userId,
            idempotencyKey,
            requestHash: hash,
            input,
            quote,
            settings,
            address,
            contactPhone,
            updatesChannel,
            offerId,
            online: provider.online,
            at,
          });
          if (!placed) throw new LostRace();
          const { moved, record } = placed;
          const { order } = moved;
          // Inside the transaction: a declined payment leaves no order behind. The order id is
          // the provider's idempotency key, so a retried checkout never charges twice.
          const payment = await provider.authorize(
            { orderId: order.id, amountMinor: totals.totalMinor, currency: settings.currency },
            order.id,
          );
          if (payment.status === 'declined') {
            throw new HttpError(402, payment.message, ErrorCode.PaymentDeclined);
          }
          return { record, created: true, moved };
        });
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
        const winner = await orders.findByKey(db, userId, idempotencyKey);
        if (!winner) throw error;
        return replay(winner, hash);
      }
      if (outcome.moved) await deps.lifecycle.committed(outcome.moved);
      return { record: outcome.record, created: outcome.created };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
