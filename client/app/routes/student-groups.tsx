import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { TeamStudentsList } from '../../features/student-notes/components/team-students-list';

export default function StudentGroupsRoute() {
  const { groupId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.studentGroups.title}</Typography>
      <TeamStudentsList key={groupId} groupId={groupId} />
    </Stack>
  );
}
