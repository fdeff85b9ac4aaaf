import type { Food, Order, RestaurantFormat } from '@ninetonine/contract';
import {
  checkOptionChoice,
  effectivePrice,
  fromMinor,
  optionRulesOf,
} from '@ninetonine/contract/core';
import type { CartItemInput } from '@/features/cart';

export interface ReorderPlan {
  /** What goes back in the cart, at today's price. */
  add: CartItemInput[];
  /** "Mango Lassi (Regular)": off the menu, unavailable or no longer in that size. */
  gone: string[];
  /** "Paneer Tikka (Large) is now ₹320 (was ₹299)". */
  repriced: string[];
}

type Line = Order['lines'][number];

const label = (line: Line) => {
  const name = line.size ? `${line.name} (${line.size})` : line.name;
  return line.options.length ? `${name} with ${line.options.map((o) => o.name).join(', ')}` : name;
};

/**
 * The line's options found again on today's menu, by group and option name (an order keeps
 * names, not ids): their ids and what they add now, or null when one is gone, sold out, or the
 * dish now asks for a choice the order did not make.
 */
function sameOptionsToday(food: Food, line: Line) {
  const ids: string[] = [];
  for (const o of line.options) {
    const group = food.optionGroups.find((g) => g.name === o.group);
    const option = group?.options.find((x) => x.name === o.name);
    if (!option) return null;
    ids.push(option._id);
  }
  const choice = checkOptionChoice(optionRulesOf(food.optionGroups), ids);
  if (!choice.ok) return null;
  return {
    ids,
    delta: fromMinor(choice.deltaMinor),
    options: choice.chosen.map((c) => ({
      _id: c.optionId,
      group: c.group,
      name: c.name,
      priceDelta: fromMinor(c.priceDeltaMinor),
    })),
  };
}

/**
 * An order's lines against today's menu (`foods`: null where the dish is not found): what can go
 * back in the cart and which lines are gone or cost something else now.
 */
export function reorderPlan(
  order: Order,
  foods: Map<string, Food | null>,
  format: RestaurantFormat,
): ReorderPlan {
  const plan: ReorderPlan = { add: [], gone: [], repriced: [] };
  for (const line of order.lines) {
    const food = foods.get(line.foodId);
    const sized = food?.variants.find((v) => v.size === line.size);
    const options = food ? sameOptionsToday(food, line) : null;
    if (!food || !food.isAvailable || !sized || !options) {
      plan.gone.push(label(line));
      continue;
    }
    const variant = {
      ...sized,
      price: sized.price + options.delta,
      priceAfterDiscount:
        sized.priceAfterDiscount === null ? null : sized.priceAfterDiscount + options.delta,
    };
    const now = effectivePrice(variant);
    if (now !== line.unitPrice) {
      plan.repriced.push(
        `${label(line)} is now ${format.price(now)} (was ${format.price(line.unitPrice)})`,
      );
    }
    plan.add.push({
      id: food._id,
      name: food.name,
      description: food.description,
      image: food.foodImages[0] ?? line.image,
      quantity: line.quantity,
      selectedVariant: variant,
      ...(options.ids.length ? { optionIds: options.ids, options: options.options } : {}),
    });
  }
  return plan;
}

/** The sentence shown after "Order again". */
export function reorderSummary(plan: ReorderPlan, failed: string[] = []): string {
  const added = plan.add.length - failed.length;
  const parts = [
    added > 0
      ? `Added ${added} ${added === 1 ? 'dish' : 'dishes'} to your cart.`
      : 'Nothing could be added to your cart.',
  ];
  const gone = [...plan.gone, ...failed];
  if (gone.length > 0) {
    parts.push(`No longer available: ${gone.join(', ')}.`);
  }
  if (plan.repriced.length > 0) parts.push(`New prices: ${plan.repriced.join('; ')}.`);
  return parts.join(' ');
}
