import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PAGE_SIZES } from '@shared/constants';
import { GoalMessages, type TeamGoalListItem } from '@shared/schemas/goals';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { useListQuery } from '../../../hooks/use-list-query';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteGoal } from '../api/delete-goal';
import { useMyTeamGoals } from '../api/get-my-team-goals';
import { useMarkGoalCompleted } from '../api/mark-goal-completed';
import { useMarkGoalOpen } from '../api/mark-goal-open';
import { LoadError } from '../../../components/load-error';
import { TeamGoalCard } from './team-goal-card';

/** /teamGoals: the caller's team goals as cards, by name, paged on the server. */
export function TeamGoals({ canCreateGoals }: { canCreateGoals: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const list = useListQuery();
  const goals = useMyTeamGoals(list.query);
  const deleteGoal = useDeleteGoal();
  const markCompleted = useMarkGoalCompleted();
  const markOpen = useMarkGoalOpen();
  const [goalToDelete, setGoalToDelete] = useState<TeamGoalListItem | null>(null);
  const [goalToComplete, setGoalToComplete] = useState<TeamGoalListItem | null>(null);

  // Deleting the last goal of the last page leaves an empty page: step back to one that has goals.
  const { Page: page } = list.query;
  const { setPage } = list;
  const isPastLastPage = page > 0 && goals.data?.Items.length === 0 && !goals.isFetching;
  useEffect(() => {
    if (isPastLastPage) setPage(page - 1);
  }, [isPastLastPage, page, setPage]);

  const handleDelete = () => {
    if (!goalToDelete) return;
    deleteGoal.mutate(goalToDelete.GoalId, {
      onSuccess: () => {
        enqueueSnackbar(GoalMessages.goalDeleted, { variant: 'success' });
        setGoalToDelete(null);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  const handleMarkCompleted = () => {
    if (!goalToComplete) return;
    markCompleted.mutate(goalToComplete.GoalId, {
      onSuccess: () => {
        enqueueSnackbar(GoalMessages.goalCompleted, { variant: 'success' });
        setGoalToComplete(null);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  // Reopening takes nothing away (it undoes Mark Completed), so it needs no confirmation.
  const handleReopen = (goal: TeamGoalListItem) =>
    markOpen.mutate(goal.GoalId, {
      onSuccess: () => enqueueSnackbar(GoalMessages.goalReopened, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  const isChangingStatus = (goal: TeamGoalListItem) =>
    [markCompleted, markOpen].some((change) => change.isPending && change.variables === goal.GoalId);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{paths.teamGoals.title}</Typography>
        {canCreateGoals && (
          <Button
            component={RouterLink}
            to={href(paths.createGoal, { goalId: '0' })}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Create New Goal
          </Button>
        )}
      </Stack>
      {goals.isError ? (
        <LoadError error={goals.error} />
      ) : !goals.data || isPastLastPage ? (
        <LoadingScreen label="Loading team goals" />
      ) : goals.data.Items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{GoalMessages.noGoals}</Typography>
        </Paper>
      ) : (
        <Stack spacing={2} aria-busy={goals.isFetching}>
          <Grid container spacing={2}>
            {goals.data.Items.map((goal) => (
              <Grid key={goal.GoalId} size={{ xs: 12, md: 6 }}>
                <TeamGoalCard
                  goal={goal}
                  onDelete={setGoalToDelete}
                  onMarkCompleted={setGoalToComplete}
                  onReopen={handleReopen}
                  isChangingStatus={isChangingStatus(goal)}
                />
              </Grid>
            ))}
          </Grid>
          <Paper variant="outlined">
            <TablePagination
              component="div"
              count={goals.data.TotalCount}
              page={page}
              rowsPerPage={list.query.PageSize}
              rowsPerPageOptions={[...PAGE_SIZES]}
              labelRowsPerPage="Goals per page:"
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
            />
          </Paper>
        </Stack>
      )}
      <ConfirmDialog
        open={goalToDelete !== null}
        itemName={goalToDelete?.GoalName ?? ''}
        message="The goal will be deleted."
        busy={deleteGoal.isPending}
        onConfirm={handleDelete}
        onClose={() => setGoalToDelete(null)}
      />
      <ConfirmDialog
        open={goalToComplete !== null}
        title="Mark this goal completed?"
        itemName={goalToComplete?.GoalName ?? ''}
        message="The goal closes to new tasks; its tasks stay as they are. You can reopen it later."
        confirmLabel="Mark Completed"
        confirmColor="success"
        keepLabel="Not yet"
        busy={markCompleted.isPending}
        onConfirm={handleMarkCompleted}
        onClose={() => setGoalToComplete(null)}
      />
    </Stack>
  );
}
