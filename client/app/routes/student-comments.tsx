import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { NoteComments } from '../../features/student-notes/components/note-comments';

export default function StudentCommentsRoute() {
  const { groupId = '', noteId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.studentComments.title}</Typography>
      <NoteComments key={noteId} groupId={groupId} noteId={noteId} />
    </Stack>
  );
}
