import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { StudentNoteForm } from '../../features/student-notes/components/student-note-form';

export default function CreateStudentNoteRoute() {
  const { groupId = '', studentId = '', noteId = '0' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createStudentNote.title}</Typography>
      <StudentNoteForm
        key={`${studentId}/${noteId}`}
        groupId={groupId}
        studentId={studentId}
        noteId={noteId}
      />
    </Stack>
  );
}
