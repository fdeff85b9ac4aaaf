import { createContext } from 'react';

/**
 * What else must follow an offer change (the storefront's cached /offers list): the page that
 * composes this feature says, since features do not know each other.
 */
export const OffersChangedContext = createContext<() => void>(() => {});
