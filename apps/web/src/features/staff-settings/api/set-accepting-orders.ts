import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSettingsResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { settingsSaved } from './settings-keys';

/** PUT /staff/settings/accepting-orders: false pauses new orders from the next one on. */
export async function putAcceptingOrders(acceptingOrders: boolean): Promise<StaffSettingsResponse> {
  const { data } = await apiClient.put<StaffSettingsResponse>('/staff/settings/accepting-orders', {
    acceptingOrders,
  });
  return data;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export function useSetAcceptingOrders(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAcceptingOrders,
    onSuccess: (saved) => settingsSaved(queryClient, saved, onChanged),
  });
}
