import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /staff/dashboard?date=: a day's figures next to the same weekday last week. */
export async function getDashboard(date: string | null, signal?: AbortSignal): Promise<Dashboard> {
  const { data } = await apiClient.get<Dashboard>('/staff/dashboard', {
    params: date ? { date } : {},
    signal,
  });
  return data;
}

export const dashboardKeys = {
  all: ['staff', 'dashboard'] as const,
  /** null: today, as the restaurant's clock says. */
  day: (date: string | null) => [...dashboardKeys.all, date ?? 'today'] as const,
};

/** Today keeps moving while the kitchen cooks: refreshed every minute while it is on screen. */
export function dashboardQuery(date: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.day(date),
    queryFn: ({ signal }) => getDashboard(date, signal),
    staleTime: 30_000,
    refetchInterval: date ? false : 60_000,
    // Another day's figures replace the shown ones only when they arrive.
    placeholderData: keepPreviousData,
  });
}
