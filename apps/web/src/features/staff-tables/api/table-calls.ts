import { queryOptions } from '@tanstack/react-query';
import {
  STAFF_TABLE_CALLS_PATH,
  staffTableCallAckPath,
  type TableCall,
} from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { getFrom } from '@/lib/api-get';
import { useListWrite } from '@/lib/list-write';
import { dineInKeys } from './dine-in-keys';

/** GET /staff/table-calls: guests' calls (staff, bill) nobody has acknowledged, oldest first. */
export function tableCallsQuery() {
  return queryOptions({
    queryKey: dineInKeys.calls(),
    queryFn: getFrom(
      STAFF_TABLE_CALLS_PATH,
      'We could not load the tables’ calls.',
      (answer: { calls: TableCall[] }) => answer.calls,
    ),
  });
}

/** POST /staff/table-calls/{id}/acknowledge: someone is on it; the call leaves the board. */
async function postAcknowledge(id: string): Promise<void> {
  await apiClient.post(staffTableCallAckPath(encodeURIComponent(id)));
}
export const useAcknowledgeCall = () => useListWrite(postAcknowledge, dineInKeys.calls());
