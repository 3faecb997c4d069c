import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { StudentList } from '../../features/users/components/student-list';

export default function ManageStudentsRoute() {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.manageStudents.title}</Typography>
      <StudentList />
    </Stack>
  );
}
