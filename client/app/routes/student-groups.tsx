import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { TeamStudentsList } from '../../features/student-notes/components/team-students-list';
import { backTo } from '../../hooks/use-return-to';

export default function StudentGroupsRoute() {
  const { groupId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.studentGroups.title} back={backTo(paths.myTeams.path)} />
      <TeamStudentsList key={groupId} groupId={groupId} />
    </Stack>
  );
}
