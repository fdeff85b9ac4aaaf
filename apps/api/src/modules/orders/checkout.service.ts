import {
  ErrorCode,
  countryRules,
  fromMinor,
  matchDeliveryArea,
  normalizePhone,
  restaurantFormat,
  toMinor,
  type FulfilmentMethod,
  type OrderEvent,
  type PaymentMethod,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema/index';
import { HttpError, badRequest } from '../../http-error';
import type { CartRepository } from '../cart/cart.repository';
import { imageUrl } from '../images/images.presenter';
import { buildQuote, type CheckoutQuote, type DeliveryTerms } from './checkout-quote';
import type { CheckoutRepository } from './checkout.repository';
import type { CouponUsesRepository } from './coupon-uses.repository';
import { formatOrderNumber, orderDay, requestFingerprint } from './order-identity';
import type { OrderRecord, OrderRow, OrdersRepository } from './orders.repository';
import { methodsFor, type PaymentProviders } from './payment-providers';

/** What the customer chose at checkout (the contract's parsed quote request). */
export interface CheckoutChoice {
  fulfilment: FulfilmentMethod;
  /** Online is charged exactly, cash rounded; absent: priced for cash. */
  paymentMethod?: PaymentMethod;
  addressId?: string;
  /** ISO instant; null: as soon as possible. */
  scheduledFor: string | null;
  couponCode?: string;
}

export interface PlaceOrderInput extends CheckoutChoice {
  paymentMethod: PaymentMethod;
  note: string;
  confirmedTotal: number;
  /** Asked at checkout when the profile has no usable phone. */
  phone?: string;
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
  cart: CartRepository;
  payments: PaymentProviders;
  /** Called after commit with the new order's first status. */
  onPlaced: (event: OrderEvent) => void;
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
      coupon = { code: choice.couponCode, offer, customerUses };
    }
    let deliveryTerms: DeliveryTerms | null | undefined;
    if (address) {
      const area = matchDeliveryArea(await checkout.deliveryAreas(ex), address.postalCode);
      deliveryTerms = area && {
        feeMinor: area.deliveryFeeMinor ?? settings.deliveryFeeMinor,
        minimumOrderMinor: area.minimumOrderMinor ?? settings.minimumDeliveryOrderMinor,
        extraMinutes: area.extraMinutes,
      };
    }
    const quote = buildQuote({
      settings,
      lines,
      fulfilment: choice.fulfilment,
      address,
      deliveryTerms,
      scheduledFor: choice.scheduledFor ? new Date(choice.scheduledFor) : null,
      coupon,
      paymentMethod: choice.paymentMethod,
      paymentMethods: methodsFor(deps.payments, choice.fulfilment),
      now: at,
    });
    return { quote, settings, address };
  }

  /**
   * The phone the kitchen calls about the order (issue 19, item 8), as the customer wrote it:
   * the one sent (then kept on a profile that has none), else the profile's, else a delivery
   * address's, each only if it is a number of the restaurant's country.
   */
  async function reachablePhone(
    ex: Executor,
    userId: string,
    input: PlaceOrderInput,
    country: string,
    address: AddressSnapshot | null | undefined,
  ): Promise<string> {
    const usable = (phone: string | null | undefined) =>
      phone && normalizePhone(phone, country) ? phone.trim() : null;
    if (input.phone) {
      const sent = usable(input.phone);
      if (!sent) throw badRequest(countryRules(country).phoneHint, ErrorCode.ValidationFailed);
      await checkout.saveProfilePhone(ex, userId, sent);
      return sent;
    }
    const known =
      usable(await checkout.profilePhone(ex, userId)) ??
      (input.fulfilment === 'delivery' ? usable(address?.phone) : null);
    if (!known) {
      throw badRequest(
        'Add a phone number so the kitchen can reach you about this order.',
        ErrorCode.PhoneRequired,
      );
    }
    return known;
  }

  async function replay(row: OrderRow, hash: string, ex: Executor = db) {
    if (row.requestHash !== hash) throw keyReused();
    return { record: await orders.details(ex, row), created: false };
  }

  return {
    /** The server's price of the caller's cart as chosen; writes nothing but default settings. */
    async quote(userId: string, choice: CheckoutChoice): Promise<CheckoutQuote> {
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
      const earlier = await orders.findByKey(db, userId, idempotencyKey);
      if (earlier) return replay(earlier, hash);

      let outcome: { record: OrderRecord; created: boolean };
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
          const contactPhone = await reachablePhone(tx, userId, input, settings.country, address);
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

          // An online order waits for its payment, off the kitchen's board (decision 0061).
          const online = provider.online;
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
              idempotencyKey,
              requestHash: hash,
              ...totals,
              offerId,
              couponCode: offerId ? quote.coupon!.code : null,
              address: input.fulfilment === 'delivery' ? address! : null,
              pickupAddress: input.fulfilment === 'pickup' ? settings.pickupAddress : null,
              scheduledFor: input.scheduledFor ? new Date(input.scheduledFor) : null,
              estimatedAt: quote.estimatedAt,
              note: input.note,
              contactPhone,
              status,
              ...(online && {
                paymentStatus: 'pending',
                paymentProvider: online.provider,
                paymentExpiresAt: new Date(at.getTime() + online.ttlSeconds * 1000),
              }),
            },
            at,
          );
          if (!order) throw new LostRace();
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
          await orders.addHistory(tx, {
            orderId: order.id,
            status,
            reason: null,
            actorUserId: userId,
            at,
          });
          if (offerId) await couponUses.record(tx, { offerId, userId, orderId: order.id });
          await cart.clear(tx, userId);
          // Inside the transaction: a declined payment leaves no order behind. The order id is
          // the provider's idempotency key, so a retried checkout never charges twice.
          const payment = await provider.authorize(
            { orderId: order.id, amountMinor: totals.totalMinor, currency: settings.currency },
            order.id,
          );
          if (payment.status === 'declined') {
            throw new HttpError(402, payment.message, ErrorCode.PaymentDeclined);
          }
          return { record: await orders.details(tx, order), created: true };
        });
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
        const winner = await orders.findByKey(db, userId, idempotencyKey);
        if (!winner) throw error;
        return replay(winner, hash);
      }
      if (outcome.created) {
        const { order } = outcome.record;
        deps.onPlaced({
          orderId: order.id,
          number: order.number,
          status: order.status,
          at: order.createdAt.toISOString(),
          reason: null,
          paymentStatus: order.paymentStatus,
        });
      }
      return outcome;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
