import type {
  OrderRating,
  OrderRatingResponse,
  RateOrderRequest,
  RatingPromptResponse,
  RatingReplyRequest,
  RatingSummary,
  StaffOrderRating,
} from '@ninetonine/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getFrom, whole } from '@/lib/api-get';
import { requestOr, retryUnlessMissing } from '@/lib/request-error';

const ratingPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/rating`;
const staffRatingPath = (orderId: string) => `/staff/orders/${encodeURIComponent(orderId)}/rating`;

/** Ratings' query keys: the feature's own (no other feature reads ratings). */
export const ratingKeys = {
  all: ['ratings'] as const,
  order: (orderId: string) => [...ratingKeys.all, 'order', orderId] as const,
  prompt: () => [...ratingKeys.all, 'prompt'] as const,
  staff: (orderId: string) => [...ratingKeys.all, 'staff', orderId] as const,
  summary: () => [...ratingKeys.all, 'summary'] as const,
};

/** GET /orders/{id}/rating: the rating, whether it can be given now, the order's dishes. */
export const orderRatingQuery = (orderId: string) =>
  queryOptions({
    queryKey: ratingKeys.order(orderId),
    queryFn: getFrom<OrderRatingResponse, OrderRatingResponse>(
      ratingPath(orderId),
      'Your rating did not load.',
      whole,
    ),
    retry: retryUnlessMissing,
  });

/** PUT /orders/{id}/rating: the first rating or a change within the days allowed. */
export function useRateOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RateOrderRequest) =>
      requestOr('Your rating was not saved. Please try again.', async () => {
        const { data } = await apiClient.put<{ rating: OrderRating }>(ratingPath(orderId), body);
        return data.rating;
      }),
    onSuccess: (rating) => {
      client.setQueryData<OrderRatingResponse>(ratingKeys.order(orderId), (old) =>
        old ? { ...old, rating } : old,
      );
      void client.invalidateQueries({ queryKey: ratingKeys.prompt() });
    },
  });
}

/** GET /ratings/prompt: the latest delivered order not rated yet (signed-in customers). */
export const ratingPromptQuery = () =>
  queryOptions({
    queryKey: ratingKeys.prompt(),
    queryFn: getFrom<RatingPromptResponse, RatingPromptResponse['order']>(
      '/ratings/prompt',
      'The rating prompt did not load.',
      (a) => a.order,
    ),
    staleTime: 5 * 60_000,
  });

/** GET /staff/orders/{id}/rating */
export const staffOrderRatingQuery = (orderId: string) =>
  queryOptions({
    queryKey: ratingKeys.staff(orderId),
    queryFn: getFrom<{ rating: StaffOrderRating | null }, StaffOrderRating | null>(
      staffRatingPath(orderId),
      'The feedback did not load.',
      (a) => a.rating,
    ),
    retry: retryUnlessMissing,
  });

/** POST /staff/orders/{id}/rating/replies: mailed to the customer. */
export function useReplyToRating(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingReplyRequest) =>
      requestOr('The reply was not sent. Please try again.', async () => {
        const { data } = await apiClient.post<{ rating: StaffOrderRating | null }>(
          `${staffRatingPath(orderId)}/replies`,
          body,
        );
        return data.rating;
      }),
    onSuccess: (rating) => client.setQueryData(ratingKeys.staff(orderId), rating),
  });
}

/** GET /staff/ratings/summary: the weekly trend and the worst-rated dishes. */
export const ratingSummaryQuery = () =>
  queryOptions({
    queryKey: ratingKeys.summary(),
    queryFn: getFrom<RatingSummary, RatingSummary>(
      '/staff/ratings/summary',
      'The ratings did not load.',
      whole,
    ),
  });
