import type { PushSubscriptionStatus, PushSubscriptionStatusQuery } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /push/subscriptions/status: whether the server sends `topic` to this endpoint for this
 * session (a POST, so the endpoint stays out of addresses and logs).
 */
export async function getPushSubscriptionStatus(
  query: PushSubscriptionStatusQuery,
): Promise<boolean> {
  const { data } = await apiClient.post<PushSubscriptionStatus>(
    '/push/subscriptions/status',
    query,
  );
  return data.subscribed;
}
