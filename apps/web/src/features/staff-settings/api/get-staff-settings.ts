import { queryOptions } from '@tanstack/react-query';
import type { StaffSettingsResponse } from '@ninetonine/contract';
import { apiClient, errorMessage } from '@/lib/api-client';
import { staffSettingsKeys } from './settings-keys';

/** GET /staff/settings: the settings as they are now (never a cached copy). */
export async function getStaffSettings(signal?: AbortSignal): Promise<StaffSettingsResponse> {
  const { data } = await apiClient.get<StaffSettingsResponse>('/staff/settings', { signal });
  return data;
}

export function staffSettingsQuery() {
  return queryOptions({
    queryKey: staffSettingsKeys.all,
    queryFn: async ({ signal }) => {
      try {
        return await getStaffSettings(signal);
      } catch (error) {
        throw new Error(errorMessage(error, 'We could not load the settings.'), { cause: error });
      }
    },
    staleTime: 0,
  });
}
