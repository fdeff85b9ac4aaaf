import { queryOptions } from '@tanstack/react-query';
import {
  STAFF_TABS_PATH,
  staffTabClosePath,
  staffTabMergePath,
  staffTabMovePath,
  staffTabPaidPath,
  type StaffTab,
  type tabStaffPaymentMethods,
} from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { getFrom } from '@/lib/api-get';
import { useListWrite } from '@/lib/list-write';
import { dineInKeys } from './dine-in-keys';

/** GET /staff/tabs: the tabs not closed yet, oldest first. */
export function tabsQuery() {
  return queryOptions({
    queryKey: dineInKeys.tabs(),
    queryFn: getFrom(
      STAFF_TABS_PATH,
      'We could not load the open tabs.',
      (answer: { tabs: StaffTab[] }) => answer.tabs,
    ),
  });
}

export type TabAction =
  | { kind: 'paid'; method: (typeof tabStaffPaymentMethods)[number] }
  | { kind: 'close' }
  | { kind: 'move'; tableId: string }
  | { kind: 'merge'; fromTabId: string };

/** POST /staff/tabs/{id}/paid | close | move | merge: one staff action on a tab. */
async function postTabAction({ tabId, action }: { tabId: string; action: TabAction }) {
  const id = encodeURIComponent(tabId);
  const [path, body] =
    action.kind === 'paid'
      ? [staffTabPaidPath(id), { method: action.method }]
      : action.kind === 'close'
        ? [staffTabClosePath(id), undefined]
        : action.kind === 'move'
          ? [staffTabMovePath(id), { tableId: action.tableId }]
          : [staffTabMergePath(id), { fromTabId: action.fromTabId }];
  const { data } = await apiClient.post<{ tab: StaffTab }>(path, body);
  return data.tab;
}
/** Tables and tabs are read again after each action (a move frees one table, takes another). */
export const useTabAction = () => useListWrite(postTabAction, dineInKeys.all);
