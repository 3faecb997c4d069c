import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type AdminGoal, GoalMessages } from '@shared/schemas/goals';
import { ActionSlot } from '../../../components/action-slot';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { href, paths } from '../../../config/paths';
import { backTo } from '../../../hooks/use-return-to';
import { errorMessage } from '../../../lib/api-error';
import type { AdminGoalScope } from '../api/admin-goal-scope';
import { useDeleteGoal } from '../api/delete-goal';
import { AdminGoalTable } from './admin-goal-table';
import { addGoalAction, adminGoalText } from './admin-goal-text';
import { useToast } from '../../../components/toast';

/** /manageDistrictGoals and /manageSchoolGoals: the goals with Add, and Edit and Delete where allowed. */
export function ManageAdminGoals({ scope }: { scope: AdminGoalScope }) {
  const { enqueueSnackbar } = useToast();
  const [goalToDelete, setGoalToDelete] = useState<AdminGoal | null>(null);
  const deleteGoal = useDeleteGoal();
  const text = adminGoalText[scope];

  const handleDelete = () => {
    if (!goalToDelete) return;
    deleteGoal.mutate(goalToDelete.Id, {
      onSuccess: () => {
        enqueueSnackbar(GoalMessages.goalDeleted, { variant: 'success' });
        setGoalToDelete(null);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  const renderActions = (goal: AdminGoal, goals: readonly AdminGoal[]) => (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <ActionSlot shown={goal.AllowedToEdit} inList={goals.some((other) => other.AllowedToEdit)}>
        <Tooltip title="Edit goal">
          <IconButton
            component={RouterLink}
            to={href(text.formPath, { goalId: goal.Id })}
            aria-label={`Edit ${goal.Title}`}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      </ActionSlot>
      <ActionSlot shown={goal.AllowedToDelete} inList={goals.some((other) => other.AllowedToDelete)}>
        <Tooltip title="Delete goal">
          <IconButton aria-label={`Delete ${goal.Title}`} onClick={() => setGoalToDelete(goal)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </ActionSlot>
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={text.managePath.title}
        back={backTo(paths.admin.path)}
        action={addGoalAction(scope)}
      />
      <AdminGoalTable scope={scope} renderActions={renderActions} emptyAction={addGoalAction(scope)} />
      <ConfirmDialog
        open={goalToDelete !== null}
        itemName={goalToDelete?.Title ?? ''}
        message="The goal will be deleted."
        busy={deleteGoal.isPending}
        onConfirm={handleDelete}
        onClose={() => setGoalToDelete(null)}
      />
    </Stack>
  );
}
