import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header';
import type { AdminGoalScope } from '../api/admin-goal-scope';
import { AdminGoalTable } from './admin-goal-table';
import { addGoalAction, adminGoalText } from './admin-goal-text';

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
      <PageHeader
        title={text.readPath.title}
        action={
          canManage
            ? { label: text.managePath.title, to: text.managePath.path, icon: <SettingsOutlinedIcon /> }
            : undefined
        }
      />
      <AdminGoalTable scope={scope} emptyAction={canManage ? addGoalAction(scope) : undefined} />
    </Stack>
  );
}
