import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

const nothing = () => {};

/** A write whose saved answer `after` brings into the query cache. */
function useCacheWrite<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  after: (queryClient: QueryClient, answer: Answer) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (answer) => after(queryClient, answer) });
}

/**
 * A staff change to a list the query cache holds (categories, offers, delivery areas): once it
 * is saved, `onChanged` runs (what else follows, as the page composing the feature says) and
 * the list under `listKey` is read again.
 */
export const useListWrite = <Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  listKey: QueryKey,
  onChanged: () => void = nothing,
) =>
  useCacheWrite(mutationFn, async (queryClient) => {
    onChanged();
    await queryClient.invalidateQueries({ queryKey: listKey });
  });

/**
 * A change the server answers with the whole of what `key` caches (the customer's address list,
 * the restaurant's settings): the answer replaces it, so every view shows it at once, then
 * `onChanged` runs.
 */
export const useAnswerWrite = <Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  key: QueryKey,
  onChanged: () => void = nothing,
) =>
  useCacheWrite(mutationFn, (queryClient, answer) => {
    queryClient.setQueryData(key, answer);
    onChanged();
  });
