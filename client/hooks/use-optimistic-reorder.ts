import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface OptimisticReorderOptions<TData, TItem, TAnswer> {
  /** The cached list the order belongs to. */
  queryKey: QueryKey;
  /** Sends the whole new order. */
  send: (items: TItem[]) => Promise<TAnswer>;
  /** The cached data with the items in their new order. */
  apply: (data: TData, items: TItem[]) => TData;
}

/**
 * Saves a new order of a list: shows it at once (a dragged row must not jump back while the request
 * runs), puts the old one back if the server refuses, and reloads either way.
 */
export function useOptimisticReorder<TData, TItem, TAnswer>({
  queryKey,
  send,
  apply,
}: OptimisticReorderOptions<TData, TItem, TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    // One move at a time, in the order made, so a slow request never lands after a later one.
    scope: { id: `reorder:${JSON.stringify(queryKey)}` },
    mutationFn: send,
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TData>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<TData>(queryKey, apply(previous, items));
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
