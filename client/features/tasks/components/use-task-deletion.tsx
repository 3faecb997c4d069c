import { type ReactElement, useState } from 'react';
import type { TaskListItem } from '@shared/schemas/tasks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteTask } from '../api/delete-task';
import { useToast } from '../../../components/toast';

interface TaskDeletion {
  /** Asks to delete the task: opens the confirmation. */
  request: (task: TaskListItem) => void;
  /** The confirmation, for the list to render. */
  dialog: ReactElement;
}

/**
 * Deleting a task from a list (task/delete), after the spec's confirmation. Each list says it its own way:
 * a goal's or a meeting's tasks 'Task has been deleted', My Task Assignments 'Task Assignment has been
 * deleted'. `onDeleted` runs once the task is gone, when its row (and the focused button) has left.
 */
export function useTaskDeletion(successMessage: string, onDeleted?: () => void): TaskDeletion {
  const { enqueueSnackbar } = useToast();
  const deleteTask = useDeleteTask();
  const [taskToDelete, setTaskToDelete] = useState<TaskListItem | null>(null);

  const handleDelete = () => {
    if (!taskToDelete) return;
    deleteTask.mutate(taskToDelete.TaskId, {
      onSuccess: () => {
        enqueueSnackbar(successMessage, { variant: 'success' });
        setTaskToDelete(null);
        onDeleted?.();
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  return {
    request: setTaskToDelete,
    dialog: (
      <ConfirmDialog
        open={taskToDelete !== null}
        itemName={taskToDelete?.TaskTitle ?? ''}
        message="The task and its notes will be deleted."
        busy={deleteTask.isPending}
        onConfirm={handleDelete}
        onClose={() => setTaskToDelete(null)}
      />
    ),
  };
}
