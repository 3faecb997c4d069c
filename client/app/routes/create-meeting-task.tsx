import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { MeetingTaskForm } from '../../features/tasks/components/meeting-task-form';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

export default function CreateMeetingTaskRoute() {
  const { meetingId = '', teamId = '', agendaItemId = '', taskId = NEW_ID_STRING } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={useRouteTitle() ?? ''}
        back={backTo(href(paths.meetingNotes, { agendaId: agendaItemId, meetingId }))}
      />
      <MeetingTaskForm
        key={taskId}
        meetingId={meetingId}
        teamId={teamId}
        agendaItemId={agendaItemId}
        taskId={taskId}
      />
    </Stack>
  );
}
