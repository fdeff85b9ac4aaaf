import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_COUNTRY } from '@ninetonine/contract/core';

/**
 * The restaurant's country (its `country` setting): which postcodes and phone numbers the forms
 * accept, with the API's own rules (decision 0047). India until the settings are known.
 */
const RestaurantCountryContext = createContext<string>(DEFAULT_COUNTRY);

export function RestaurantCountryProvider({
  country,
  children,
}: {
  country: string | undefined;
  children: ReactNode;
}) {
  return (
    <RestaurantCountryContext value={country ?? DEFAULT_COUNTRY}>
      {children}
    </RestaurantCountryContext>
  );
}

/** The restaurant's ISO country code, e.g. IN. */
export const useRestaurantCountry = () => useContext(RestaurantCountryContext);
