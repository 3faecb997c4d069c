import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { StudentForm } from '../../features/users/components/student-form';
import { UserEditor } from '../../features/users/components/user-editor';

/** /createStudent/{studentId}: '0' (or the empty GUID) creates, an id edits. */
export default function CreateStudentRoute() {
  const { studentId } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createStudent.title}</Typography>
      <UserEditor
        routeId={studentId}
        noun="student"
        backHref={paths.manageStudents.path}
        backLabel="Back to Manage Students"
      >
        {(user) => <StudentForm key={user?.Id ?? 'new'} user={user} />}
      </UserEditor>
    </Stack>
  );
}
