import type { OrderMessageSettings } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

export const ORDER_MESSAGE_SETTINGS_KEY = ['staff', 'order-message-settings'] as const;

export interface OrderMessageSettingsResponse {
  settings: OrderMessageSettings;
  providerConfigured: boolean;
}

const PATH = '/staff/settings/order-messages';

/** GET /staff/settings/order-messages (admin only) */
export async function getOrderMessageSettings(): Promise<OrderMessageSettingsResponse> {
  const { data } = await apiClient.get<OrderMessageSettingsResponse>(PATH);
  return data;
}

/** PUT /staff/settings/order-messages (admin only) */
export async function putOrderMessageSettings(
  body: OrderMessageSettings,
): Promise<OrderMessageSettingsResponse> {
  const { data } = await apiClient.put<OrderMessageSettingsResponse>(PATH, body);
  return data;
}
