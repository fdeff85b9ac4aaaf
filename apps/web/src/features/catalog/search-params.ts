import { SEARCH_TERM_MAX, SEARCH_WORDS_MAX } from '@ninetonine/contract/core';

/** The search page's path: its ?q= is the searched text, which the header's box shows. */
export const SEARCH_PATH = '/search';

/**
 * What was searched, as the search page reads it from its URL: cut to what the API searches
 * for (its length and words), so a long pasted text finds its first words, not a refusal.
 */
export const searchTermFrom = (params: URLSearchParams) =>
  (params.get('q') ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, SEARCH_WORDS_MAX)
    .join(' ')
    .slice(0, SEARCH_TERM_MAX)
    .trim();
