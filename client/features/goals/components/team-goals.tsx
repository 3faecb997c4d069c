import AddIcon from '@mui/icons-material/Add';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useState } from 'react';
import { GoalMessages, type TeamGoalListItem } from '@shared/schemas/goals';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPagination } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { LoadingScreen } from '../../../components/loading-screen';
import { TeamExportBar } from '../../../components/team-export-bar';
import { href, paths } from '../../../config/paths';
import { useListQuery } from '../../../hooks/use-list-query';
import { useTeamFilter } from '../../../hooks/use-team-filter';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteGoal } from '../api/delete-goal';
import { teamGoalsCsvHref } from '../api/export-team-goals';
import { useMyTeamGoals } from '../api/get-my-team-goals';
import { useMarkGoalCompleted } from '../api/mark-goal-completed';
import { useMarkGoalOpen } from '../api/mark-goal-open';
import { LoadError } from '../../../components/load-error';
import { TeamGoalCard } from './team-goal-card';
import { useToast } from '../../../components/toast';

interface TeamGoalsProps {
  canCreateGoals: boolean;
  /** The app's Team select, which keeps the list to one team in the URL (`?teamId=`). */
  teamFilter: ReactNode;
}

/**
 * /teamGoals: the caller's team goals as cards, by name, paged on the server; `?teamId=` keeps them to one
 * team, whose goals Export CSV downloads where the server's answer allows it (AllowedToExport).
 */
export function TeamGoals({ canCreateGoals, teamFilter }: TeamGoalsProps) {
  const { enqueueSnackbar } = useToast();
  const list = useListQuery();
  const [teamId] = useTeamFilter();
  const goals = useMyTeamGoals(teamId ? { ...list.query, TeamId: teamId } : list.query);
  const deleteGoal = useDeleteGoal();
  const markCompleted = useMarkGoalCompleted();
  const markOpen = useMarkGoalOpen();
  const create: PageAction | undefined = canCreateGoals
    ? {
        label: 'Create New Goal',
        to: `${href(paths.createGoal, { goalId: '0' })}${teamId ? `?teamId=${teamId}` : ''}`,
        icon: <AddIcon />,
      }
    : undefined;
  const [goalToDelete, setGoalToDelete] = useState<TeamGoalListItem | null>(null);
  const [goalToComplete, setGoalToComplete] = useState<TeamGoalListItem | null>(null);

  // Deleting the last goal of the last page leaves an empty page: step back to one that has goals.
  const { Page: page } = list.query;
  const { setPage } = list;
  // Another team starts the list again at its first page.
  const [pagedTeamId, setPagedTeamId] = useState(teamId);
  if (pagedTeamId !== teamId) {
    setPagedTeamId(teamId);
    setPage(0);
  }
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
  const canExport = Boolean(teamId && goals.data?.AllowedToExport && !goals.isPlaceholderData);

  const isChangingStatus = (goal: TeamGoalListItem) =>
    [markCompleted, markOpen].some((change) => change.isPending && change.variables === goal.GoalId);

  return (
    <Stack spacing={3}>
      <PageHeader title={paths.teamGoals.title} action={create} />
      <TeamExportBar
        teamFilter={teamFilter}
        exportHref={canExport && teamId ? teamGoalsCsvHref(teamId) : undefined}
        records="goals"
      />
      {goals.isError ? (
        <LoadError error={goals.error} />
      ) : !goals.data || isPastLastPage ? (
        <LoadingScreen label="Loading team goals" />
      ) : goals.data.Items.length === 0 ? (
        <EmptyState message={GoalMessages.noGoals} action={create} />
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
          <ListPagination paging={list.paging(goals.data.TotalCount)} rowsLabel="Goals per page:" />
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
