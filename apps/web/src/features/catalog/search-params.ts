/** The search page's path: its ?q= is the searched text, which the header's box shows. */
export const SEARCH_PATH = '/search';

/** What was searched, as the search page reads it from its URL. */
export const searchTermFrom = (params: URLSearchParams) =>
  (params.get('q') ?? '').trim().slice(0, 100);
