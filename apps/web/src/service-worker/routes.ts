import { API_BASE_PATH } from '@ninetonine/contract/core';

/** Where the worker keeps the pages it served (and the ones open when it first started). */
export const PAGES_CACHE = 'pages';

/**
 * The menu's reads: what a visitor needs to see the menu offline. Nothing that depends on who
 * is signed in, and nothing that changes an order, a cart or an account.
 */
const CATALOG_READS = new RegExp(
  `^${API_BASE_PATH}/(foods/(getAllFood|getFood/[^/]+|getFoodByCategory/[^/]+|suggestions)|categories|offers|restaurant(/policies)?)$`,
);

export const isCatalogRead = (url: URL) => CATALOG_READS.test(url.pathname);

/** Dish pictures: named by their content, so a kept copy is never out of date. */
export const isPicture = (url: URL) => url.pathname.startsWith(`${API_BASE_PATH}/images/`);

/** A build's hashed file that is not in this worker's precache (a newer build's, say). */
export const isHashedAsset = (url: URL) => url.pathname.startsWith('/assets/');
