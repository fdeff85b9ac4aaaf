import type { QueryClient } from '@tanstack/react-query';
import type { StaffSettingsResponse } from '@ninetonine/contract';

export const staffSettingsKeys = { all: ['staff', 'settings'] as const };

/** After a save: the answer is the admin copy; whatever the page says follows it. */
export function settingsSaved(
  queryClient: QueryClient,
  saved: StaffSettingsResponse,
  changed: () => void,
) {
  queryClient.setQueryData(staffSettingsKeys.all, saved);
  changed();
}
