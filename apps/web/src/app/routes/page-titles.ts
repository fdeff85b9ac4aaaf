/**
 * Titles a page sets in the browser and its page plan puts in the server's HTML (decision 0050):
 * one place, so the two never differ. Small on purpose: the plans are in the first load.
 */
export const PAGE_TITLES = {
  menu: 'Menu',
  notFound: 'Page not found',
  dishNotFound: 'Dish not found',
} as const;
