import type { StaffSettingsResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useAnswerWrite } from '@/lib/list-write';
import { staffSettingsKeys } from './settings-keys';

/** PUT /staff/settings/accepting-orders: false pauses new orders from the next one on. */
export async function putAcceptingOrders(acceptingOrders: boolean): Promise<StaffSettingsResponse> {
  const { data } = await apiClient.put<StaffSettingsResponse>('/staff/settings/accepting-orders', {
    acceptingOrders,
  });
  return data;
}

export const useSetAcceptingOrders = (onChanged: () => void) =>
  useAnswerWrite(putAcceptingOrders, staffSettingsKeys.all, onChanged);
