import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AdminGoalScope } from '../api/admin-goal-scope';
import { AdminGoalTable } from './admin-goal-table';
import { adminGoalText } from './admin-goal-text';

interface AdminGoalsProps {
  scope: AdminGoalScope;
  /** Admins get a link to the manage screen; the router guards it as well. */
  canManage: boolean;
}

/** /districtGoals and /schoolGoals: the read view every member of the district or school sees. */
export function AdminGoals({ scope, canManage }: AdminGoalsProps) {
  const text = adminGoalText[scope];
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{text.readPath.title}</Typography>
        {canManage && (
          <Button
            component={RouterLink}
            to={text.managePath.path}
            variant="contained"
            startIcon={<SettingsOutlinedIcon />}
          >
            {text.managePath.title}
          </Button>
        )}
      </Stack>
      <AdminGoalTable scope={scope} />
    </Stack>
  );
}
