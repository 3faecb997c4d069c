import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskNotesVM } from '@shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** The task's header and its notes, newest first. */
export const getTaskNotes = (taskId: string, signal?: AbortSignal) =>
  api.get<TaskNotesVM>(`/tasknote/getTaskNotesVM/${encodeURIComponent(taskId)}`, { signal });

export const getTaskNotesQueryOptions = (taskId: string) =>
  queryOptions({ queryKey: taskKeys.notes(taskId), queryFn: ({ signal }) => getTaskNotes(taskId, signal) });

export const useTaskNotes = (taskId: string) => useQuery(getTaskNotesQueryOptions(taskId));
