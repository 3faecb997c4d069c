import type { ReactNode } from 'react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotesIcon from '@mui/icons-material/Notes';
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { TaskStatus } from '@shared/constants';
import type { TaskListItem } from '@shared/schemas/tasks';
import { ActionSlot } from '../../../components/action-slot';
import { href, paths } from '../../../config/paths';
import { useReturnState } from '../../../hooks/use-return-to';
import type { TaskListStatus } from '../api/get-task-list';
import { LazyTooltip } from '../../../components/lazy-tooltip';

/** Which list the row is in decides its status action. */
export type TaskListKind = 'dashboard' | TaskListStatus;

interface TaskActionsProps {
  task: TaskListItem;
  /** The list's page: an action one row lacks keeps its place when another row has it. */
  tasks: readonly TaskListItem[];
  list: TaskListKind;
  busy: boolean;
  onComplete: (task: TaskListItem) => void;
  onMoveToInProgress: (task: TaskListItem) => void;
  /** Lists that offer delete pass this; it opens the confirmation. */
  onDelete?: (task: TaskListItem) => void;
}

/**
 * A task row's actions, shown from the rights the server sent with the task; each keeps its place on every
 * row of the list.
 */
export function TaskActions({
  task,
  tasks,
  list,
  busy,
  onComplete,
  onMoveToInProgress,
  onDelete,
}: TaskActionsProps) {
  const canChange = task.AllowedToMarkTaskAsCompletedOrEdit;
  const title = task.TaskTitle;
  const changeable = (other: TaskListItem) => other.AllowedToMarkTaskAsCompletedOrEdit;
  const startable = (other: TaskListItem) => changeable(other) && other.TaskStatusId === TaskStatus.Open;
  // The notes and the edit form lead back to this list.
  const returnState = useReturnState();
  return (
    <Stack
      direction="row"
      // Up to five buttons: they wrap, two to a line on a phone and three on wider screens, so the
      // table keeps every column in view instead of scrolling sideways.
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', minWidth: { xs: 80, sm: 120 } }}
    >
      {list === 'remaining' && (
        <ActionSlot shown={startable(task)} inList={tasks.some(startable)}>
          <BusyTooltip title="Start task">
            <IconButton
              aria-label={`Start ${title}`}
              disabled={busy}
              onClick={() => onMoveToInProgress(task)}
            >
              <PlayArrowOutlinedIcon />
            </IconButton>
          </BusyTooltip>
        </ActionSlot>
      )}
      {list !== 'completed' && (
        <ActionSlot shown={canChange} inList={tasks.some(changeable)}>
          <BusyTooltip title="Mark as completed">
            <IconButton
              aria-label={`Mark ${title} as completed`}
              color="success"
              disabled={busy}
              onClick={() => onComplete(task)}
            >
              <CheckCircleOutlineIcon />
            </IconButton>
          </BusyTooltip>
        </ActionSlot>
      )}
      {list === 'completed' && (
        <ActionSlot shown={canChange} inList={tasks.some(changeable)}>
          <BusyTooltip title="Mark as in progress">
            <IconButton
              aria-label={`Mark ${title} as in progress`}
              disabled={busy}
              onClick={() => onMoveToInProgress(task)}
            >
              <ReplayIcon />
            </IconButton>
          </BusyTooltip>
        </ActionSlot>
      )}
      <LazyTooltip title="Task notes">
        <IconButton
          component={RouterLink}
          to={href(paths.taskNotes, { taskId: task.TaskId })}
          state={returnState}
          aria-label={`Notes on ${title}`}
        >
          <NotesIcon />
        </IconButton>
      </LazyTooltip>
      <ActionSlot shown={canChange} inList={tasks.some(changeable)}>
        <LazyTooltip title="Edit task">
          <IconButton
            component={RouterLink}
            to={href(paths.editTask, { taskId: task.TaskId })}
            state={returnState}
            aria-label={`Edit ${title}`}
          >
            <EditOutlinedIcon />
          </IconButton>
        </LazyTooltip>
      </ActionSlot>
      {onDelete && (
        <ActionSlot shown={task.AllowedToDelete} inList={tasks.some((other) => other.AllowedToDelete)}>
          <BusyTooltip title="Delete task">
            <IconButton aria-label={`Delete ${title}`} disabled={busy} onClick={() => onDelete(task)}>
              <DeleteOutlineIcon />
            </IconButton>
          </BusyTooltip>
        </ActionSlot>
      )}
    </Stack>
  );
}

/**
 * A tooltip over a button that is disabled while a change is saving: MUI needs an element that still
 * receives pointer events, so the button sits in a span.
 */
function BusyTooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <LazyTooltip title={title}>
      <span>{children}</span>
    </LazyTooltip>
  );
}
