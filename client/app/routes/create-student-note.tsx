import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { StudentNoteForm } from '../../features/student-notes/components/student-note-form';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

export default function CreateStudentNoteRoute() {
  const { groupId = '', studentId = '', noteId = '0' } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={useRouteTitle() ?? ''}
        back={backTo(href(paths.studentNotes, { groupId, userId: studentId }))}
      />
      <StudentNoteForm
        key={`${studentId}/${noteId}`}
        groupId={groupId}
        studentId={studentId}
        noteId={noteId}
      />
    </Stack>
  );
}
