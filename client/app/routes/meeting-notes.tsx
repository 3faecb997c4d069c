import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { MeetingNotesScreen } from '../../features/meeting-notes/components/meeting-notes-screen';
import { backTo } from '../../hooks/use-return-to';

/** The route's first parameter is the agenda item's id (spec: /meetingNotes/{agendaItemId}/{meetingId}). */
export default function MeetingNotesRoute() {
  const { agendaId = '', meetingId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.meetingNotes.title} back={backTo(href(paths.meetingAgenda, { meetingId }))} />
      <MeetingNotesScreen key={agendaId} agendaItemId={agendaId} meetingId={meetingId} />
    </Stack>
  );
}
