import { createContext } from 'react';

/**
 * What else must follow a category change (the storefront's cached menu): the page that
 * composes this feature says, since features do not know each other.
 */
export const CategoriesChangedContext = createContext<() => void>(() => {});
