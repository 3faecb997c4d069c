import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminGoal } from '@shared/schemas/goals';
import { DataTable, type DataTableColumn, NoWrap } from '../../../components/data-table';
import type { PageAction } from '../../../components/page-action';
import { useListQuery } from '../../../hooks/use-list-query';
import type { AdminGoalScope } from '../api/admin-goal-scope';
import { useAdminGoals } from '../api/get-admin-goals';
import { adminGoalText } from './admin-goal-text';
import { LoadError } from '../../../components/load-error';
import { targetDateText } from './target-date';

interface AdminGoalTableProps {
  scope: AdminGoalScope;
  /** The manage screens add a column of actions (the page's goals keep their places); the read views have none. */
  renderActions?: (goal: AdminGoal, goals: readonly AdminGoal[]) => ReactNode;
  /** Add Goal, for admins, when there are none. */
  emptyAction?: PageAction;
}

/** District or school goals, paged on the server: title, description and target date. */
export function AdminGoalTable({ scope, renderActions, emptyAction }: AdminGoalTableProps) {
  const list = useListQuery();
  const goals = useAdminGoals(scope, list.query);
  const text = adminGoalText[scope];

  if (goals.isError) return <LoadError error={goals.error} />;

  const columns: DataTableColumn<AdminGoal>[] = [
    {
      id: 'title',
      label: 'Goal',
      longText: true,
      render: (goal) => (
        <Stack spacing={0.5} sx={{ minWidth: { sm: 240 } }}>
          <Typography sx={{ fontWeight: 600 }}>{goal.Title}</Typography>
          {goal.Description && <Typography variant="body2">{goal.Description}</Typography>}
          {/* On a phone the date column is hidden; the goal carries it instead. */}
          <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}>
            Target Date: <NoWrap>{targetDateText(goal.TargetDate)}</NoWrap>
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'targetDate',
      label: 'Target Date',
      hideOnPhone: true,
      noWrap: true,
      render: (goal) => targetDateText(goal.TargetDate),
    },
  ];
  if (renderActions) {
    columns.push({ id: 'actions', label: 'Actions', align: 'right', render: renderActions });
  }

  return (
    <DataTable
      caption={text.caption}
      columns={columns}
      rows={goals.data?.Items}
      getRowKey={(goal) => goal.Id}
      isLoading={goals.isFetching}
      emptyMessage={text.emptyMessage}
      emptyAction={emptyAction}
      paging={list.paging(goals.data?.TotalCount ?? 0)}
    />
  );
}
