import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { MeetingForm } from '../../features/meetings/components/meeting-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /createMeeting/{meetingId}: meeting id 0 is a new meeting. */
export default function CreateMeetingRoute() {
  useDocumentTitle(paths.createMeeting.title);
  const { meetingId = '0' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createMeeting.title}</Typography>
      <MeetingForm key={meetingId} meetingId={meetingId} />
    </Stack>
  );
}
