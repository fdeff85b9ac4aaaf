import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Address } from '@ninetonine/contract';
import { addressesLoaded, addressKeys } from '@/features/addresses';
import { PROFILE_QUERY_KEY, profileLoaded, type ProfileResponse } from '@/features/auth';
import type { AppDispatch } from './store';

const ADDRESSES = hashKey(addressKeys.all);
const PROFILE = hashKey(PROFILE_QUERY_KEY);

/**
 * The one way server data reaches Redux (decision 0040). The query cache owns the addresses
 * and the profile; the spec's state rules that name them (§3 address state, §4 "a successful
 * profile fetch sets the user") are kept by copying each new answer in, whoever put it in the
 * cache: a fetch, or a mutation's `setQueryData`. Nothing else dispatches server data.
 * Returns the unsubscribe.
 */
export function followServerState(queryClient: QueryClient, dispatch: AppDispatch): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryHash, state } = event.query;
    if (queryHash === ADDRESSES) dispatch(addressesLoaded(state.data as Address[]));
    else if (queryHash === PROFILE) dispatch(profileLoaded((state.data as ProfileResponse).user));
  });
}
