import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { StafferForm } from '../../features/users/components/staffer-form';
import { HistoryPanel } from '../../features/audit/components/history-panel';
import { UserEditor } from '../../features/users/components/user-editor';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

/** /createStaffer/{staffId}: '0' creates, an id edits. */
export default function CreateStafferRoute() {
  const { staffId } = useParams();
  const back = backTo(paths.manageStaff.path);
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={back} />
      <UserEditor routeId={staffId} noun="staffer" backHref={back.to} backLabel={back.label}>
        {(user) => (
          <Stack spacing={3}>
            <StafferForm key={user?.Id ?? 'new'} user={user} />
            {user?.AllowedToSeeHistory && (
              <HistoryPanel key={`history-${user.Id}`} kind="user" id={user.Id} />
            )}
          </Stack>
        )}
      </UserEditor>
    </Stack>
  );
}
