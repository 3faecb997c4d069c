import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { StafferForm } from '../../features/users/components/staffer-form';
import { UserEditor } from '../../features/users/components/user-editor';

/** /createStaffer/{staffId}: '0' creates, an id edits. */
export default function CreateStafferRoute() {
  const { staffId } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createStaffer.title}</Typography>
      <UserEditor
        routeId={staffId}
        noun="staffer"
        backHref={paths.manageStaff.path}
        backLabel="Back to Manage Staff"
      >
        {(user) => <StafferForm key={user?.Id ?? 'new'} user={user} />}
      </UserEditor>
    </Stack>
  );
}
