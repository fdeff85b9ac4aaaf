import { queryOptions } from '@tanstack/react-query';
import type { StaffSettingsResponse } from '@ninetonine/contract';
import { getFrom, whole } from '@/lib/api-get';
import { staffSettingsKeys } from './settings-keys';

/** GET /staff/settings: the settings as they are now (never a cached copy). */
export function staffSettingsQuery() {
  return queryOptions({
    queryKey: staffSettingsKeys.all,
    queryFn: getFrom(
      '/staff/settings',
      'We could not load the settings.',
      whole<StaffSettingsResponse>,
    ),
    staleTime: 0,
  });
}
