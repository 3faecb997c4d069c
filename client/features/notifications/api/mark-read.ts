import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadRequest, UnreadCount } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const markRead = (body: MarkReadRequest): Promise<UnreadCount> =>
  api.post<UnreadCount>('/notification/markRead', body);

/** Marks some notices ({ Ids }) or all of them ({ All: true }) read; the bell and the list follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unreadCount, answer),
    // Not awaited: opening a notice navigates once it is marked, not once the list has reloaded.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.notices }),
  });
}
