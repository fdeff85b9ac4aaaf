import { queryOptions } from '@tanstack/react-query';
import type { CreditNote } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr, retryUnlessMissing } from '@/lib/request-error';

/** GET /orders/{id}/credit-notes: the credit notes against the order's invoice (decision 0089). */
export async function getCreditNotes(orderId: string, signal?: AbortSignal): Promise<CreditNote[]> {
  const { data } = await apiClient.get<{ creditNotes: CreditNote[] }>(
    `/orders/${encodeURIComponent(orderId)}/credit-notes`,
    { signal },
  );
  return data.creditNotes;
}

export const creditNoteKeys = { list: (orderId: string) => ['credit-notes', orderId] as const };

/** A later refund adds a note: read fresh each visit (an issued note itself never changes). */
export function creditNotesQuery(orderId: string) {
  return queryOptions({
    queryKey: creditNoteKeys.list(orderId),
    queryFn: ({ signal }) =>
      requestOr('We could not load the credit notes.', () => getCreditNotes(orderId, signal)),
    retry: retryUnlessMissing,
  });
}
