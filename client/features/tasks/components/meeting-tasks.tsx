import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';
import { type TaskListTab, TaskListTabs } from './task-list-tabs';

const TABS: [TaskListTab, TaskListTab] = [
  { list: 'remaining', label: 'Active' },
  { list: 'completed', label: 'Completed' },
];

interface MeetingTasksProps {
  meetingId: string;
  /** The meeting's name once the route has it. */
  meetingName: string | undefined;
}

/** /meetingTasks/{meetingId}: the meeting's tasks in the tabs Active and Completed (spec section 2). */
export function MeetingTasks({ meetingId, meetingName }: MeetingTasksProps) {
  return (
    <Stack spacing={3}>
      <BackLink to={paths.meetings.path}>Back to Meetings</BackLink>
      {meetingName && (
        <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          {meetingName}
        </Typography>
      )}
      <TaskListTabs source={{ meetingId }} label="Meeting tasks" tabs={TABS} />
    </Stack>
  );
}
