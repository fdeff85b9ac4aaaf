import { queryOptions } from '@tanstack/react-query';
import type { CreditNote } from '@ninetonine/contract';
import { getFrom } from '@/lib/api-get';
import { retryUnlessMissing } from '@/lib/request-error';

export const creditNoteKeys = { list: (orderId: string) => ['credit-notes', orderId] as const };

/**
 * GET /orders/{id}/credit-notes: the credit notes against the order's invoice (decision 0089).
 * A later refund adds a note: read fresh each visit (an issued note itself never changes).
 */
export function creditNotesQuery(orderId: string) {
  return queryOptions({
    queryKey: creditNoteKeys.list(orderId),
    queryFn: getFrom(
      `/orders/${encodeURIComponent(orderId)}/credit-notes`,
      'We could not load the credit notes.',
      (a: { creditNotes: CreditNote[] }) => a.creditNotes,
    ),
    retry: retryUnlessMissing,
  });
}
