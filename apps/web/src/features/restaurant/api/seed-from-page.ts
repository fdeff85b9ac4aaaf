import type { QueryClient } from '@tanstack/react-query';
import type { RestaurantResponse } from '@ninetonine/contract';
import type { PageData } from '@/lib/page-data';
import { restaurantKeys } from './get-restaurant';

/** GET /restaurant as the server sent it inside the page, so the kitchen's state shows at once. */
export function seedRestaurantQuery(queryClient: QueryClient, data: PageData) {
  const answer = data.get('/restaurant');
  if (answer) queryClient.setQueryData(restaurantKeys.all, answer as RestaurantResponse);
}
