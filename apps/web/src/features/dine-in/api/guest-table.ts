import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  guestCallsPath,
  guestJoinPath,
  guestRoundsPath,
  guestTablePath,
  guestTabPayPath,
  type GuestTab,
  type GuestTableResponse,
  type PaymentRedirect,
  type RoundRequest,
  type TableCallKind,
  type TableJoin,
} from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { getFrom, whole } from '@/lib/api-get';
import { requestOr, retryUnlessMissing } from '@/lib/request-error';

/** A guest's table, apart from the storefront's caches (decision 0094). */
export const guestTableKey = (token: string) => ['dine-in', 'table', token] as const;

/**
 * GET /table/{token}: the table, and this browser's tab once its guest joined. Read every few
 * seconds while a tab is running: the rounds' statuses and the other guests' rounds come in.
 */
export function guestTableQuery(token: string) {
  return queryOptions({
    queryKey: guestTableKey(token),
    queryFn: getFrom(
      guestTablePath(token),
      'We could not open this table’s menu.',
      whole<GuestTableResponse>,
    ),
    retry: retryUnlessMissing,
  });
}

/** A write's answer (the tab as it is now) put into the table's cache. */
function useTabWrite<Variables, Answer extends { tab: GuestTab }>(
  token: string,
  fallback: string,
  send: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => requestOr(fallback, () => send(variables)),
    onSuccess: (answer) => {
      const you = (answer as { you?: GuestTableResponse['you'] }).you;
      queryClient.setQueryData<GuestTableResponse>(guestTableKey(token), (held) =>
        held ? { ...held, tab: answer.tab, ...(you ? { you } : {}) } : held,
      );
    },
  });
}

/** POST /table/{token}/join: the guest's name (and phone) on the table's tab. */
export const useJoinTable = (token: string) =>
  useTabWrite(token, 'We could not add you to the table.', async (body: TableJoin) => {
    const { data } = await apiClient.post<{ tab: GuestTab; you: { name: string } }>(
      guestJoinPath(token),
      body,
    );
    return data;
  });

/** POST /table/{token}/rounds: one round to the kitchen; the key makes a retry the same round. */
export const useSendRound = (token: string) =>
  useTabWrite(
    token,
    'We could not send your round. Please try again.',
    async ({ body, key }: { body: RoundRequest; key: string }) => {
      const { data } = await apiClient.post<{ tab: GuestTab }>(guestRoundsPath(token), body, {
        headers: { 'Idempotency-Key': key },
      });
      return data;
    },
  );

/** POST /table/{token}/calls: call the staff, or ask for the bill. */
export const useTableCall = (token: string) =>
  useTabWrite(
    token,
    'We could not reach the staff. Please wave to them.',
    async (kind: TableCallKind) => {
      const { data } = await apiClient.post<{ tab: GuestTab }>(guestCallsPath(token), { kind });
      return data;
    },
  );

/** POST /table/{token}/tab/pay: where to pay the tab's balance online (the provider's page). */
export const usePayTab = (token: string) =>
  useMutation({
    mutationFn: () =>
      requestOr('We could not start the payment. Please ask the staff.', async () => {
        const { data } = await apiClient.post<PaymentRedirect>(guestTabPayPath(token));
        return data.redirectUrl;
      }),
  });
