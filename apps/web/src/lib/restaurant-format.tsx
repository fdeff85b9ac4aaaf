import { createContext, useContext, type ReactNode } from 'react';
import {
  restaurantFormat,
  type RestaurantFormat,
  type RestaurantLocale,
} from '@ninetonine/contract/core';

/**
 * How every price, time and date on a page is shown: in the restaurant's zone, locale and
 * currency from its settings, never the browser's (decision 0037). The defaults (Asia/Kolkata,
 * en-IN, INR) until the settings are known, which a server-rendered page already carries.
 */
const RestaurantFormatContext = createContext<RestaurantFormat>(restaurantFormat());

export function RestaurantFormatProvider({
  settings,
  children,
}: {
  settings: RestaurantLocale | undefined;
  children: ReactNode;
}) {
  // restaurantFormat keeps one set of formatters per settings, so the value is stable.
  return (
    <RestaurantFormatContext value={restaurantFormat(settings)}>{children}</RestaurantFormatContext>
  );
}

/** The restaurant's formatters: `format.price(249.5)`, `format.dayAndClock(iso, now)`, … */
export const useRestaurantFormat = () => useContext(RestaurantFormatContext);
