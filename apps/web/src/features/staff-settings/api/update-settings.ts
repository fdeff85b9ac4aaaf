import type { StaffSettingsResponse, StaffSettingsUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useAnswerWrite } from '@/lib/list-write';
import { staffSettingsKeys } from './settings-keys';

/** PATCH /staff/settings: the settings sent change. */
export async function patchSettings(changes: StaffSettingsUpdate): Promise<StaffSettingsResponse> {
  const { data } = await apiClient.patch<StaffSettingsResponse>('/staff/settings', changes);
  return data;
}

export const useUpdateSettings = (onChanged: () => void) =>
  useAnswerWrite(patchSettings, staffSettingsKeys.all, onChanged);

export type SettingsSave = ReturnType<typeof useUpdateSettings>;
