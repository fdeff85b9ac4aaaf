import type { ReactNode } from 'react';
import { RestaurantCountryProvider } from '@/lib/restaurant-country';
import { RestaurantFormatProvider } from '@/lib/restaurant-format';
import { useRestaurant } from '../api/get-restaurant';

/** Feeds the restaurant's settings (GET /restaurant) to every formatter and form below it. */
export function RestaurantFormatFromSettings({ children }: { children: ReactNode }) {
  const settings = useRestaurant().data?.settings;
  return (
    <RestaurantFormatProvider settings={settings}>
      <RestaurantCountryProvider country={settings?.country}>{children}</RestaurantCountryProvider>
    </RestaurantFormatProvider>
  );
}
