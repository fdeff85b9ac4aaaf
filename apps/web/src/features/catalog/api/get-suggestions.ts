import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SUGGESTIONS_MAX, type Suggestion } from '@ninetonine/contract';
import { useAppDispatch } from '@/app/hooks';
import { apiClient } from '@/lib/api-client';
import { setSuggestions } from '../search-slice';

export const SUGGEST_MIN_CHARS = 2;
/** Stable, so the mirror effect below does not fire on every render. */
const NONE: Suggestion[] = [];

/** GET /foods/suggestions?q= */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { data } = await apiClient.get<{ suggestions: Suggestion[] }>('/foods/suggestions', {
    params: { q },
    signal,
  });
  return data.suggestions.slice(0, SUGGESTIONS_MAX);
}

/** Suggestions for an already debounced query, mirrored into the spec's search state. */
export function useSuggestions(q: string) {
  const dispatch = useAppDispatch();
  const term = q.trim();
  const enabled = term.length >= SUGGEST_MIN_CHARS;
  const query = useQuery({
    queryKey: ['suggestions', term.toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(term, signal),
    enabled,
    // Keep the last list on screen while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
  const suggestions = (enabled && query.data) || NONE;
  useEffect(() => {
    dispatch(setSuggestions(suggestions));
  }, [dispatch, suggestions]);
  return { ...query, suggestions };
}
