import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

const nothing = () => {};

/**
 * A staff change to a list the query cache holds (categories, offers, delivery areas): once it
 * is saved, `onChanged` runs (what else follows, as the page composing the feature says) and
 * the list under `listKey` is read again.
 */
export function useListWrite<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  listKey: QueryKey,
  onChanged: () => void = nothing,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      onChanged();
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
