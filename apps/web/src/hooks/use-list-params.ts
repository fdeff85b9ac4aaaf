import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';

/** How long typing pauses before a typed filter goes into the address (not every letter). */
const TYPING_PAUSE_MS = 300;

/**
 * A staff list's filters and page, kept in the address's query (decision 0041): a reload, a
 * copied link and back/forward keep them. `names` are the filters ('' when absent: absent from
 * the address too); `page` starts at 1 and is left out at 1; changing a filter goes back to page
 * 1. A choice (a select, a button, the pager) adds a history entry. Typing (`typed`) goes into
 * the address once it pauses: a search started adds an entry, a search refined or cleared
 * replaces it, so back returns to the list before the search, not through every word.
 */
export function useListParams<F extends string>(names: readonly F[], typed?: F) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<
    F,
    string
  >;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const write = useCallback(
    (changes: Record<string, string>, replace = false) =>
      void setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!('page' in changes)) next.delete('page');
          for (const [name, value] of Object.entries(changes)) {
            if (value && !(name === 'page' && value === '1')) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  // The typed filter's box shows what is typed at once; the address follows after a pause. A
  // change of the address from elsewhere (back, forward, a link) is shown in the box.
  const inAddress = typed ? filters[typed] : '';
  const [text, setText] = useState(inAddress);
  const [followed, setFollowed] = useState(inAddress);
  const [sent, setSent] = useState(inAddress);
  if (inAddress !== followed) {
    setFollowed(inAddress);
    if (inAddress !== sent) {
      setText(inAddress);
      setSent(inAddress);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // What the address says when the pause comes, not when the key was pressed.
  const searching = useRef(inAddress !== '');
  useEffect(() => {
    searching.current = inAddress !== '';
  }, [inAddress]);
  const setTypedText = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = value.trim();
      setSent(trimmed);
      if (typed) write({ [typed]: trimmed }, searching.current);
    }, TYPING_PAUSE_MS);
  };

  return {
    filters,
    page,
    /** What the typed filter's box shows. */
    typedText: text,
    setTypedText,
    setFilter: (name: F, value: string) => write({ [name]: value }),
    /** Several filters at once (one history entry); those not named stay. */
    setFilters: (values: Partial<Record<F, string>>) => write(values as Record<string, string>),
    setPage: (next: number) => write({ page: String(next) }),
  };
}
