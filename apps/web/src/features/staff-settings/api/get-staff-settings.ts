import { queryOptions } from '@tanstack/react-query';
import type { StaffSettingsResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { staffSettingsKeys } from './settings-keys';

/** GET /staff/settings: the settings as they are now (never a cached copy). */
export async function getStaffSettings(signal?: AbortSignal): Promise<StaffSettingsResponse> {
  const { data } = await apiClient.get<StaffSettingsResponse>('/staff/settings', { signal });
  return data;
}

export function staffSettingsQuery() {
  return queryOptions({
    queryKey: staffSettingsKeys.all,
    queryFn: ({ signal }) =>
      requestOr('We could not load the settings.', () => getStaffSettings(signal)),
    staleTime: 0,
  });
}
