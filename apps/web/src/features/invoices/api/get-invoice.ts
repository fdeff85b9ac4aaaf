import { queryOptions } from '@tanstack/react-query';
import type { Invoice } from '@ninetonine/contract';
import { getFrom } from '@/lib/api-get';
import { retryUnlessMissing } from '@/lib/request-error';

export const invoiceKeys = { detail: (orderId: string) => ['invoice', orderId] as const };

/**
 * GET /orders/{id}/invoice: the customer's own order's invoice, as issued. It never changes:
 * read once, kept.
 */
export function invoiceQuery(orderId: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(orderId),
    queryFn: getFrom(
      `/orders/${encodeURIComponent(orderId)}/invoice`,
      'We could not load the invoice.',
      (a: { invoice: Invoice }) => a.invoice,
    ),
    retry: retryUnlessMissing,
    staleTime: Infinity,
  });
}
