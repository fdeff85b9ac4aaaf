import type { PageQuery } from '@/lib/page-data';
import { restaurantQuery } from './get-restaurant';

/** GET /restaurant as a server-rendered page starts with it (decision 0043), cached as is. */
export const restaurantPageQuery = (): PageQuery => ({
  request: '/restaurant',
  queryKey: restaurantQuery().queryKey,
  fromAnswer: (answer) => answer,
});
