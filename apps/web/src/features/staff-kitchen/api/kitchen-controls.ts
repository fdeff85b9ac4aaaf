import type {
  BusyModeInput,
  KitchenControls,
  OptionAvailability,
  PauseInput,
  StaffFood,
  StaffFoodsResponse,
} from '@ninetonine/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { foodKeys, restaurantKeys } from '@/lib/query-keys';

const kitchenKeys = {
  controls: ['staff-kitchen', 'controls'] as const,
  foods: (search: string) => ['staff-kitchen', 'foods', search] as const,
};

/** GET /staff/kitchen: busy mode and the pause, while they last. */
export const kitchenControlsQuery = () =>
  queryOptions({
    queryKey: kitchenKeys.controls,
    queryFn: async ({ signal }) =>
      (await apiClient.get<KitchenControls>('/staff/kitchen', { signal })).data,
    staleTime: 0,
  });
export const useKitchenControls = () => useQuery(kitchenControlsQuery());

type ControlChange =
  | { kind: 'busy'; input: BusyModeInput }
  | { kind: 'end-busy' }
  | { kind: 'pause'; input: PauseInput }
  | { kind: 'resume' };

async function sendChange(change: ControlChange): Promise<KitchenControls> {
  switch (change.kind) {
    case 'busy':
      return (await apiClient.put<KitchenControls>('/staff/kitchen/busy', change.input)).data;
    case 'end-busy':
      return (await apiClient.delete<KitchenControls>('/staff/kitchen/busy')).data;
    case 'pause':
      return (await apiClient.put<KitchenControls>('/staff/kitchen/pause', change.input)).data;
    case 'resume':
      return (await apiClient.delete<KitchenControls>('/staff/kitchen/pause')).data;
  }
}

/** One change of the controls; the answer is the controls in force, shown at once. */
export function useChangeKitchenControls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: (controls) => {
      queryClient.setQueryData(kitchenKeys.controls, controls);
      // This browser's storefront pages read them from GET /restaurant.
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
    },
  });
}

/** GET /staff/foods?search=: the dishes a sold-out search finds (a few, with their options). */
export const useFoodsToMark = (search: string) =>
  useQuery({
    queryKey: kitchenKeys.foods(search),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<StaffFoodsResponse>('/staff/foods', {
          params: { search, limit: '5' },
          signal,
        })
      ).data.foods,
    enabled: search.trim().length >= 2,
    staleTime: 0,
  });

export type SoldOutChange =
  | { food: StaffFood; optionId?: undefined; availability: 'available' | 'sold-out-today' }
  | { food: StaffFood; optionId: string; availability: OptionAvailability };

/** PUT …/availability for a dish or one of its options: sold out today, or back on. */
export function useMarkSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ food, optionId, availability }: SoldOutChange) => {
      const base = `/staff/foods/${encodeURIComponent(food._id)}`;
      const url = optionId
        ? `${base}/options/${encodeURIComponent(optionId)}/availability`
        : `${base}/availability`;
      return (await apiClient.put<{ food: StaffFood }>(url, { availability })).data.food;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['staff-kitchen', 'foods'] });
      void queryClient.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}
