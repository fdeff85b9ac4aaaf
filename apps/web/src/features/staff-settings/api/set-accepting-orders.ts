import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { StaffSettingsResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { SettingsChangedContext } from '../settings-changed';
import { settingsSaved } from './settings-keys';

/** PUT /staff/settings/accepting-orders: false pauses new orders from the next one on. */
export async function putAcceptingOrders(acceptingOrders: boolean): Promise<StaffSettingsResponse> {
  const { data } = await apiClient.put<StaffSettingsResponse>('/staff/settings/accepting-orders', {
    acceptingOrders,
  });
  return data;
}

export function useSetAcceptingOrders() {
  const queryClient = useQueryClient();
  const changed = useContext(SettingsChangedContext);
  return useMutation({
    mutationFn: putAcceptingOrders,
    onSuccess: (saved) => settingsSaved(queryClient, saved, changed),
  });
}
