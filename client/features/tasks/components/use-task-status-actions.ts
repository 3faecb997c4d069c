import { TaskMessages } from '@shared/messages';
import type { TaskListItem } from '@shared/schemas/tasks';
import { errorMessage } from '../../../lib/api-error';
import { useMarkTaskDone } from '../api/mark-task-done';
import { useMarkTaskInProgress } from '../api/mark-task-in-progress';
import { useToast } from '../../../components/toast';

/** Marking a task done or in progress from a list, with the spec's toasts; the lists then reload. */
export function useTaskStatusActions() {
  const { enqueueSnackbar } = useToast();
  const markDone = useMarkTaskDone();
  const markInProgress = useMarkTaskInProgress();
  const onError = (error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' });

  return {
    complete: (task: TaskListItem) =>
      markDone.mutate(task.TaskId, {
        onSuccess: () => enqueueSnackbar(TaskMessages.markedCompleted, { variant: 'success' }),
        onError,
      }),
    /** Starts an Open task, or reopens a completed one. */
    moveToInProgress: (task: TaskListItem) =>
      markInProgress.mutate(task.TaskId, {
        onSuccess: () => enqueueSnackbar(TaskMessages.markedInProgress, { variant: 'success' }),
        onError,
      }),
    /** The task whose status is changing, so its buttons wait. */
    busyTaskId: markDone.isPending
      ? markDone.variables
      : markInProgress.isPending
        ? markInProgress.variables
        : null,
  };
}
