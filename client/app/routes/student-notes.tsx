import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { StudentNotesList } from '../../features/student-notes/components/student-notes-list';

export default function StudentNotesRoute() {
  const { groupId = '', userId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.studentNotes.title}</Typography>
      <StudentNotesList key={`${groupId}/${userId}`} groupId={groupId} userId={userId} />
    </Stack>
  );
}
