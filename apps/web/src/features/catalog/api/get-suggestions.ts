import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@ninetonine/contract';
import { SUGGESTIONS_MAX } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { foodKeys } from '@/lib/query-keys';

export const SUGGEST_MIN_CHARS = 2;
/** Stable, so a list of none is the same list on every render. */
const NONE: Suggestion[] = [];

/** GET /foods/suggestions?q= */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { data } = await apiClient.get<{ suggestions: Suggestion[] }>('/foods/suggestions', {
    params: { q },
    signal,
  });
  return data.suggestions.slice(0, SUGGESTIONS_MAX);
}

/** Suggestions for a term; any case of the same word shares one answer. */
export function suggestionsQuery(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: foodKeys.suggestions(term.toLowerCase()),
    queryFn: ({ signal }) => getSuggestions(term, signal),
    enabled: term.length >= SUGGEST_MIN_CHARS,
  });
}

/** Suggestions for an already debounced query; none until it is long enough. */
export function useSuggestions(q: string) {
  const query = useQuery({
    ...suggestionsQuery(q),
    // Keep the last list on screen while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
  const suggestions = (q.trim().length >= SUGGEST_MIN_CHARS && query.data) || NONE;
  return { ...query, suggestions };
}
