import { queryOptions } from '@tanstack/react-query';
import type { Invoice } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr, retryUnlessMissing } from '@/lib/request-error';

/** GET /orders/{id}/invoice: the customer's own order's invoice, as issued (never changes). */
export async function getInvoice(orderId: string, signal?: AbortSignal): Promise<Invoice> {
  const { data } = await apiClient.get<{ invoice: Invoice }>(
    `/orders/${encodeURIComponent(orderId)}/invoice`,
    { signal },
  );
  return data.invoice;
}

export const invoiceKeys = { detail: (orderId: string) => ['invoice', orderId] as const };

/** An issued invoice never changes: read once, kept. */
export function invoiceQuery(orderId: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(orderId),
    queryFn: ({ signal }) =>
      requestOr('We could not load the invoice.', () => getInvoice(orderId, signal)),
    retry: retryUnlessMissing,
    staleTime: Infinity,
  });
}
