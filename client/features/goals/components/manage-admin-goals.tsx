import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type AdminGoal, GoalMessages } from '@shared/schemas/goals';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { href } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import type { AdminGoalScope } from '../api/admin-goal-scope';
import { useDeleteGoal } from '../api/delete-goal';
import { AdminGoalTable } from './admin-goal-table';
import { adminGoalText } from './admin-goal-text';

/** /manageDistrictGoals and /manageSchoolGoals: the goals with Add, and Edit and Delete where allowed. */
export function ManageAdminGoals({ scope }: { scope: AdminGoalScope }) {
  const { enqueueSnackbar } = useSnackbar();
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

  const renderActions = (goal: AdminGoal) => (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {goal.AllowedToEdit && (
        <Tooltip title="Edit goal">
          <IconButton
            component={RouterLink}
            to={href(text.formPath, { goalId: goal.Id })}
            aria-label={`Edit ${goal.Title}`}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      {goal.AllowedToDelete && (
        <Tooltip title="Delete goal">
          <IconButton aria-label={`Delete ${goal.Title}`} onClick={() => setGoalToDelete(goal)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{text.managePath.title}</Typography>
        <Button
          component={RouterLink}
          to={href(text.formPath, { goalId: '0' })}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Add Goal
        </Button>
      </Stack>
      <AdminGoalTable scope={scope} renderActions={renderActions} />
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
