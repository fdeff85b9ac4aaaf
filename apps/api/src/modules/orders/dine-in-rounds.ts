import { checkOptionChoice, dineInTexts, ErrorCode, type OrderStatus } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import { badRequest, conflict } from '../../http-error';
import type { CartLineRow, CartRepository } from '../cart/cart.repository';
import { buildQuote } from './checkout-quote';
import type { CheckoutRepository } from './checkout.repository';
import { linesAsSold } from './lines-as-sold';
import { formatOrderNumber, orderDay } from './order-identity';
import type { Moved, OrderLifecycle } from './order-lifecycle';
import type { OrderStatusRepository } from './order-status.repository';
import type { OrderRecord, OrderRow, OrdersRepository } from './orders.repository';

/** One line of a round as the guest sent it (checked by the contract's schema). */
export interface RoundLineInput {
  foodId: string;
  size: string;
  quantity: number;
  optionIds?: string[];
}

export interface RoundToPlace {
  /** The guest's own users row (decision 0094): the round's owner. */
  userId: string;
  tabId: string;
  idempotencyKey: string;
  requestHash: string;
  lines: RoundLineInput[];
  note: string;
  contactPhone: string | null;
  at: Date;
}

/**
 * A dine-in round (decision 0094): checked as a cart add checks a line, priced by checkout's own
 * `buildQuote` (menu prices now, tax; no delivery fee, coupon or tip, and no cash rounding: the
 * tab is paid whole), then opened by the order lifecycle like any order, in the caller's
 * transaction (which holds the tab's lock). Orders' part; the dine-in module owns the tab.
 */
export function createDineInRounds(deps: {
  orders: OrdersRepository;
  statuses: Pick<OrderStatusRepository, 'moveRounds'>;
  lifecycle: OrderLifecycle;
  checkout: Pick<CheckoutRepository, 'settings'>;
  cart: Pick<CartRepository, 'findFoodForCart' | 'lineNow'>;
}) {
  const { orders, cart } = deps;

  async function priced(ex: Executor, line: RoundLineInput): Promise<CartLineRow> {
    const food = await cart.findFoodForCart(ex, line.foodId, line.size);
    if (!food || food.deleted || !food.isAvailable) {
      throw badRequest(
        dineInTexts.dishUnavailable(food?.name ?? 'A dish'),
        ErrorCode.FoodUnavailable,
      );
    }
    if (food.priceMinor === null) {
      throw badRequest(`${food.name} does not come in that size.`, ErrorCode.SizeNotFound);
    }
    const choice = checkOptionChoice(food.optionGroups, line.optionIds ?? []);
    if (!choice.ok) {
      throw badRequest(`${food.name}: ${choice.message}.`, ErrorCode.ValidationFailed);
    }
    const row = await cart.lineNow(ex, { ...line, optionIds: line.optionIds ?? [] });
    if (!row) throw badRequest(dineInTexts.dishUnavailable(food.name), ErrorCode.FoodUnavailable);
    return row;
  }

  return {
    /** The rounds of these tabs, oldest first. */
    ofTabs: (ex: Executor, tabIds: string[]): Promise<OrderRecord[]> => orders.ofTabs(ex, tabIds),

    /** A merge: the rounds of one tab move to the other (the caller holds both tabs' locks). */
    moveRounds: (ex: Executor, fromTabId: string, toTabId: string) =>
      deps.statuses.moveRounds(ex, fromTabId, toTabId),

    /** After the round's transaction committed: to the board, streams and metrics. */
    committed: (moved: Moved) => deps.lifecycle.committed(moved),

    /** An earlier round sent with this key by this guest (a retry): answered again. */
    earlier: (ex: Executor, userId: string, key: string): Promise<OrderRow | null> =>
      orders.findByKey(ex, userId, key),

    /** Places the round; null when a parallel request with the same key placed it first. */
    async place(ex: Executor, round: RoundToPlace): Promise<Moved | null> {
      const settings = await deps.checkout.settings(ex);
      const lines: CartLineRow[] = [];
      for (const line of round.lines) lines.push(await priced(ex, line));
      const quote = buildQuote({
        settings,
        lines,
        fulfilment: 'dine_in',
        scheduledFor: null,
        coupon: null,
        paymentMethods: [],
        now: round.at,
      });
      const [problem] = quote.problems;
      if (problem) throw conflict(problem.message, ErrorCode.CheckoutProblem);
      const day = orderDay(round.at, settings.timeZone);
      const sequence = await orders.nextNumber(ex, day.key);
      const opened = await deps.lifecycle.open(
        ex,
        {
          number: formatOrderNumber(day.label, sequence),
          numberDay: day.key,
          userId: round.userId,
          fulfilment: 'dine_in',
          paymentMethod: 'pay_at_table',
          idempotencyKey: round.idempotencyKey,
          requestHash: round.requestHash,
          ...quote.totals,
          offerId: null,
          couponCode: null,
          address: null,
          pickupAddress: null,
          scheduledFor: null,
          estimatedAt: quote.estimatedAt,
          note: round.note,
          contactless: false,
          contactPhone: round.contactPhone,
          updatesChannel: 'none',
          tabId: round.tabId,
        },
        { online: false, customerId: round.userId, at: round.at },
      );
      if (!opened) return null;
      await orders.insertLines(ex, opened.order.id, linesAsSold(quote.lines));
      return opened;
    },
  };
}
export type DineInRounds = ReturnType<typeof createDineInRounds>;

/** Statuses of a round that count in its tab's total. */
export const countsOnTab = (status: OrderStatus) => status !== 'cancelled' && status !== 'rejected';
