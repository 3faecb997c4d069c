import type { ReactNode } from 'react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotesIcon from '@mui/icons-material/Notes';
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { TaskStatus } from '@shared/constants';
import type { TaskListItem } from '@shared/schemas/tasks';
import { href, paths } from '../../../config/paths';
import type { TaskListStatus } from '../api/get-task-list';

/** Which list the row is in decides its status action. */
export type TaskListKind = 'dashboard' | TaskListStatus;

interface TaskActionsProps {
  task: TaskListItem;
  list: TaskListKind;
  busy: boolean;
  onComplete: (task: TaskListItem) => void;
  onMoveToInProgress: (task: TaskListItem) => void;
  /** Lists that offer delete pass this; it opens the confirmation. */
  onDelete?: (task: TaskListItem) => void;
}

/** A task row's actions, shown from the rights the server sent with the task. */
export function TaskActions({
  task,
  list,
  busy,
  onComplete,
  onMoveToInProgress,
  onDelete,
}: TaskActionsProps) {
  const canChange = task.AllowedToMarkTaskAsCompletedOrEdit;
  const title = task.TaskTitle;
  return (
    <Stack
      direction="row"
      // Up to five buttons: they wrap, two to a line on a phone and three on wider screens, so the
      // table keeps every column in view instead of scrolling sideways.
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', minWidth: { xs: 80, sm: 120 } }}
    >
      {canChange && list === 'remaining' && task.TaskStatusId === TaskStatus.Open && (
        <BusyTooltip title="Start task">
          <IconButton aria-label={`Start ${title}`} disabled={busy} onClick={() => onMoveToInProgress(task)}>
            <PlayArrowOutlinedIcon />
          </IconButton>
        </BusyTooltip>
      )}
      {canChange && list !== 'completed' && (
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
      )}
      {canChange && list === 'completed' && (
        <BusyTooltip title="Mark as in progress">
          <IconButton
            aria-label={`Mark ${title} as in progress`}
            disabled={busy}
            onClick={() => onMoveToInProgress(task)}
          >
            <ReplayIcon />
          </IconButton>
        </BusyTooltip>
      )}
      <Tooltip title="Task notes">
        <IconButton
          component={RouterLink}
          to={href(paths.taskNotes, { taskId: task.TaskId })}
          aria-label={`Notes on ${title}`}
        >
          <NotesIcon />
        </IconButton>
      </Tooltip>
      {canChange && (
        <Tooltip title="Edit task">
          <IconButton
            component={RouterLink}
            to={href(paths.editTask, { taskId: task.TaskId })}
            aria-label={`Edit ${title}`}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && task.AllowedToDelete && (
        <BusyTooltip title="Delete task">
          <IconButton aria-label={`Delete ${title}`} disabled={busy} onClick={() => onDelete(task)}>
            <DeleteOutlineIcon />
          </IconButton>
        </BusyTooltip>
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
    <Tooltip title={title}>
      <span>{children}</span>
    </Tooltip>
  );
}
