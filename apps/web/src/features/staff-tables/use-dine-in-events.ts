import { API_BASE_PATH, ORDER_RESYNC_EVENT, ORDER_STATUS_EVENT } from '@ninetonine/contract/core';
import { TAB_EVENT, TABLE_CALL_EVENT } from '@ninetonine/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useOrderStream, type LiveState } from '@/hooks/use-order-stream';
import { dineInKeys } from './api/dine-in-keys';

/**
 * Keeps the tables' calls and tabs live from the board's own stream (GET /staff/orders/events,
 * decision 0094): a `table-call` reads the calls again, a `tab` the tabs and tables; a round's
 * status may change a tab's total too. Read again whenever the stream (re)opens, as the board is.
 */
export function useDineInEvents(): LiveState {
  const queryClient = useQueryClient();
  return useOrderStream(`${API_BASE_PATH}/staff/orders/events`, (source) => {
    const reload = (key: readonly unknown[]) => () =>
      void queryClient.invalidateQueries({ queryKey: key });
    source.addEventListener(TABLE_CALL_EVENT, reload(dineInKeys.calls()));
    source.addEventListener(TAB_EVENT, reload(dineInKeys.all));
    source.addEventListener(ORDER_STATUS_EVENT, reload(dineInKeys.tabs()));
    source.addEventListener(ORDER_RESYNC_EVENT, reload(dineInKeys.all));
    return { onOpen: reload(dineInKeys.all), onRefused: reload(dineInKeys.all) };
  });
}
