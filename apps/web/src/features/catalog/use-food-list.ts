import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

type Fetch = (dispatch: ReturnType<typeof useAppDispatch>) => { abort: () => void };

/**
 * Runs a list thunk for `key` when the page needs it (and aborts it if the page leaves first),
 * then says whether the shared list state answers this page yet.
 */
export function useFoodList(key: string, fetch: Fetch) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.foods);
  useEffect(() => {
    const request = fetch(dispatch);
    return () => request.abort();
    // The key says everything about the request; `fetch` is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  const retry = useCallback(() => fetch(dispatch), [dispatch, fetch]);
  const ready = state.listKey === key && !state.loading;
  const status: 'loading' | 'error' | 'ready' = ready
    ? 'ready'
    : state.error && !state.loading
      ? 'error'
      : 'loading';
  return { status, foods: state.foods, pagination: state.pagination, error: state.error, retry };
}
