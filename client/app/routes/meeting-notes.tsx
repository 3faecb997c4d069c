import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { MeetingNotesScreen } from '../../features/meeting-notes/components/meeting-notes-screen';

/** The route's first parameter is the agenda item's id (spec: /meetingNotes/{agendaItemId}/{meetingId}). */
export default function MeetingNotesRoute() {
  const { agendaId = '', meetingId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.meetingNotes.title}</Typography>
      <MeetingNotesScreen key={agendaId} agendaItemId={agendaId} meetingId={meetingId} />
    </Stack>
  );
}
