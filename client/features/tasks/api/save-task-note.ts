import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedTaskNoteSchema, SaveTaskNoteRequest } from '@shared/schemas/tasks';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** Id '0' adds a note; a note's id replaces its comment. */
export const saveTaskNote = (body: SaveTaskNoteRequest) =>
  api.post<z.infer<typeof SavedTaskNoteSchema>>('/tasknote/Save', body);

export function useSaveTaskNote(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaskNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.notes(taskId) }),
  });
}
