import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { StaffSettingsResponse, StaffSettingsUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { SettingsChangedContext } from '../settings-changed';
import { settingsSaved } from './settings-keys';

/** PATCH /staff/settings: the settings sent change. */
export async function patchSettings(changes: StaffSettingsUpdate): Promise<StaffSettingsResponse> {
  const { data } = await apiClient.patch<StaffSettingsResponse>('/staff/settings', changes);
  return data;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const changed = useContext(SettingsChangedContext);
  return useMutation({
    mutationFn: patchSettings,
    onSuccess: (saved) => settingsSaved(queryClient, saved, changed),
  });
}
