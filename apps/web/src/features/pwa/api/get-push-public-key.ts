import type { PushPublicKey } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /push/public-key: the server's VAPID key, PushManager.subscribe's applicationServerKey. */
export async function getPushPublicKey(): Promise<string> {
  const { data } = await apiClient.get<PushPublicKey>('/push/public-key');
  return data.publicKey;
}
