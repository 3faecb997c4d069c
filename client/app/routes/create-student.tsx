import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { StudentForm } from '../../features/users/components/student-form';
import { HistoryPanel } from '../../features/audit/components/history-panel';
import { UserEditor } from '../../features/users/components/user-editor';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

/** /createStudent/{studentId}: '0' (or the empty GUID) creates, an id edits. */
export default function CreateStudentRoute() {
  const { studentId } = useParams();
  const back = backTo(paths.manageStudents.path);
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={back} />
      <UserEditor routeId={studentId} noun="student" backHref={back.to} backLabel={back.label}>
        {(user) => (
          <Stack spacing={3}>
            <StudentForm key={user?.Id ?? 'new'} user={user} />
            {user?.AllowedToSeeHistory && (
              <HistoryPanel key={`history-${user.Id}`} kind="user" id={user.Id} />
            )}
          </Stack>
        )}
      </UserEditor>
    </Stack>
  );
}
