import type { IdentityConfig } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /auth/providers: how to reach Firebase (or its local emulator), or null when off. */
export async function getIdentityConfig(): Promise<IdentityConfig> {
  const { data } = await apiClient.get<IdentityConfig>('/auth/providers');
  return data;
}
