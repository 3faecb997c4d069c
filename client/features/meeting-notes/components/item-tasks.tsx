import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import {
  MeetingNotesMessages,
  type MeetingNotes,
  type MeetingTaskAssignment,
} from '@shared/schemas/meeting-notes';
import { DataTable, type DataTableColumn, NoWrap } from '../../../components/data-table';
import { href, paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';

/** The Create Task screen of this item: a new task ('0') or one of its tasks. */
const taskFormHref = (notes: MeetingNotes, teamId: string, taskId: string) =>
  href(paths.createMeetingTask, {
    meetingId: notes.MeetingId,
    teamId,
    agendaItemId: notes.AgendaItemId,
    taskId,
  });

/** The tasks written in this item's notes, with Add Task and an edit link where the server allows it. */
export function ItemTasks({ notes }: { notes: MeetingNotes }) {
  const { TeamId: teamId } = notes;
  const columns: DataTableColumn<MeetingTaskAssignment>[] = [
    {
      id: 'title',
      label: 'Title',
      render: (task) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.Title}
          </Typography>
          {/* On a phone the other columns are hidden; the title carries the essentials instead. */}
          <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
            {task.AssignedToUserFullName}
            {task.DueDate && (
              <>
                , due <NoWrap>{formatDate(task.DueDate)}</NoWrap>
              </>
            )}
          </Typography>
        </>
      ),
    },
    {
      id: 'assignee',
      label: 'Assigned To',
      hideOnPhone: true,
      render: (task) => task.AssignedToUserFullName,
    },
    {
      id: 'dueDate',
      label: 'Due',
      hideOnPhone: true,
      noWrap: true,
      render: (task) => (task.DueDate ? formatDate(task.DueDate) : ''),
    },
    { id: 'status', label: 'Status', render: (task) => task.TaskStatusIdDisplay },
    { id: 'goal', label: 'Goal', hideOnPhone: true, longText: true, render: (task) => task.GoalNameDisplay },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (task) =>
        teamId &&
        task.AllowedToMarkTaskAsCompletedOrEdit && (
          <Tooltip title="Edit task">
            <IconButton
              component={RouterLink}
              to={taskFormHref(notes, teamId, task.Id)}
              aria-label={`Edit ${task.Title}`}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <Stack component="section" aria-labelledby="item-tasks-heading" spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography id="item-tasks-heading" variant="h2">
          Tasks
        </Typography>
        {teamId && (
          <Button
            component={RouterLink}
            to={taskFormHref(notes, teamId, NEW_ID_STRING)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Add Task
          </Button>
        )}
      </Stack>
      <DataTable
        caption={`Tasks of ${notes.AgendaItemTitle}`}
        columns={columns}
        rows={notes.Tasks}
        getRowKey={(task) => task.Id}
        isLoading={false}
        emptyMessage={MeetingNotesMessages.noAssignments}
      />
    </Stack>
  );
}
