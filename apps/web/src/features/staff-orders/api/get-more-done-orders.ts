import type { StaffOrdersResponse } from '@ninetonine/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDonePage } from '../board-model';
import { getStaffOrders } from './get-staff-orders';
import { staffOrderKeys } from './staff-order-keys';

/**
 * "Show more done orders": the next page of the day's finished orders, added to the board's
 * cache entry (the one the live events edit), so the list grows where it is.
 */
export function useMoreDoneOrders() {
  const queryClient = useQueryClient();
  const key = staffOrderKeys.board();
  return useMutation({
    mutationFn: (cursor: string) => getStaffOrders(undefined, cursor),
    onSuccess: (page) => {
      const board = queryClient.getQueryData<StaffOrdersResponse>(key);
      // The day turned meanwhile: the page belongs to a board no longer shown.
      if (board && board.range.start === page.range.start) {
        queryClient.setQueryData(key, addDonePage(board, page));
      }
    },
  });
}
