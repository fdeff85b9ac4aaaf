import type { PushSubscribeInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /push/subscriptions: this device, for this session, on one topic. */
export async function postPushSubscription(input: PushSubscribeInput): Promise<void> {
  await apiClient.post('/push/subscriptions', input);
}
