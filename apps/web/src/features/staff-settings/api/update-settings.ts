import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSettingsResponse, StaffSettingsUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { settingsSaved } from './settings-keys';

/** PATCH /staff/settings: the settings sent change. */
export async function patchSettings(changes: StaffSettingsUpdate): Promise<StaffSettingsResponse> {
  const { data } = await apiClient.patch<StaffSettingsResponse>('/staff/settings', changes);
  return data;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export function useUpdateSettings(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchSettings,
    onSuccess: (saved) => settingsSaved(queryClient, saved, onChanged),
  });
}

export type SettingsSave = ReturnType<typeof useUpdateSettings>;
