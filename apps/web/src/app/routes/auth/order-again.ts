import type { Food, Order, RestaurantFormat } from '@ninetonine/contract';
import { effectivePrice } from '@ninetonine/contract/core';
import type { CartItemInput } from '@/features/cart';

export interface ReorderPlan {
  /** What goes back in the cart, at today's price. */
  add: CartItemInput[];
  /** "Mango Lassi (Regular)": off the menu, unavailable or no longer in that size. */
  gone: string[];
  /** "Paneer Tikka (Large) is now ₹320 (was ₹299)". */
  repriced: string[];
}

const label = (line: Order['lines'][number]) =>
  line.size ? `${line.name} (${line.size})` : line.name;

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
    const variant = food?.variants.find((v) => v.size === line.size);
    if (!food || !food.isAvailable || !variant) {
      plan.gone.push(label(line));
      continue;
    }
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
