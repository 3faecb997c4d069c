import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedTaskSchema, SaveTaskFromAgendaItemRequest } from '@shared/schemas/tasks';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateTaskLists } from './invalidate-tasks';

/** A task written in an agenda item's notes: Id '0' creates it, a task's id edits it. */
export const saveTaskFromAgendaItem = (body: SaveTaskFromAgendaItemRequest) =>
  api.post<z.infer<typeof SavedTaskSchema>>('/task/saveFromAgendaItem', body);

export function useSaveTaskFromAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaskFromAgendaItem,
    onSuccess: () => invalidateTaskLists(queryClient),
  });
}
