import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { StaffList } from '../../features/users/components/staff-list';

export default function ManageStaffRoute() {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.manageStaff.title}</Typography>
      <StaffList />
    </Stack>
  );
}
