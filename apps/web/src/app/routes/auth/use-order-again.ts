import type { Order } from '@ninetonine/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAppDispatch } from '@/app/hooks';
import { addToCartQuietly } from '@/features/cart';
import { foodDetailsQuery, isMissing } from '@/features/catalog';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { reorderPlan, reorderSummary } from './order-again';

/** "Order again": today's menu decides what goes back in the cart, and the customer is told. */
export function useOrderAgain() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const format = useRestaurantFormat();
  return async (order: Order): Promise<string> => {
    const ids = [...new Set(order.lines.map((l) => l.foodId))];
    const foods = new Map(
      await Promise.all(
        ids.map(async (id) => {
          try {
            return [
              id,
              await queryClient.fetchQuery({ ...foodDetailsQuery(id), staleTime: 0 }),
            ] as const;
          } catch (error) {
            if (isMissing(error)) return [id, null] as const;
            throw error;
          }
        }),
      ),
    );
    const plan = reorderPlan(order, foods, format);
    const failed: string[] = [];
    for (const item of plan.add) {
      // Quietly: the one message is the summary below, not a toast per dish.
      const result = await dispatch(addToCartQuietly(item)).unwrap();
      if (!result.ok) failed.push(String(item.name));
    }
    return reorderSummary(plan, failed);
  };
}
