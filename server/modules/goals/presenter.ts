import { GoalStatus } from '@shared/constants';
import type { AdminGoal, TeamGoal, TeamGoalListItem, TeamGoalPage } from '@shared/schemas/goals';
import type { Page } from '@shared/schemas/lists';
import type { Option } from '@shared/schemas/common';
import { toCsv } from '../../lib/csv';
import type { AuthContext } from '../../plugins/auth';
import { canReadHistory } from '../teams';
import type { TeamGoalExportRow } from './export-repository';
import {
  canAddTasks,
  canChangeAdminGoals,
  canExportTeamGoals,
  type GoalTeamRelation,
  teamGoalRights,
  type TeamGoalRights,
} from './policy';
import type { GoalAccessRow, GoalOptionRow, TeamGoalRow } from './repository';

/** A team goal's actions as the spec sends them: hidden when read-only; closing an open one, reopening a closed one. */
const teamGoalFlags = (rights: TeamGoalRights) => ({
  ReadOnly: !rights.change,
  AllowedToMarkGoalAsCompleted: rights.complete,
  AllowedToMarkGoalAsOpen: rights.reopen,
});

export function presentAdminGoal(
  auth: AuthContext,
  row: { id: string; title: string; description: string; targetDate: string | null },
): AdminGoal {
  const allowed = canChangeAdminGoals(auth);
  return {
    Id: row.id,
    Title: row.title,
    Description: row.description,
    TargetDate: row.targetDate,
    AllowedToEdit: allowed,
    AllowedToDelete: allowed,
  };
}

/**
 * A page of team goals, with the caller's right to download the goals of `team`, the one team the page is
 * kept to (none: a page of several teams, which has no one download).
 */
export const presentTeamGoalPage = (
  auth: AuthContext,
  team: GoalTeamRelation | undefined,
  page: Page<TeamGoalListItem>,
): TeamGoalPage => ({ ...page, AllowedToExport: team !== undefined && canExportTeamGoals(auth, team) });

/** A row of a team goal list; the caller may see it (the query keeps only their teams' goals). */
export function presentTeamGoalListItem(auth: AuthContext, row: TeamGoalRow): TeamGoalListItem {
  return {
    GoalId: row.goalId,
    GoalName: row.goalName,
    GoalDescription: row.goalDescription,
    TargetDate: row.targetDate,
    TeamId: row.teamId,
    TeamName: row.teamName,
    GoalStatusId: row.goalStatusId,
    GoalPercentageCompleted: row.percentage,
    TotalTasks: row.totalTasks,
    TasksCompleted: row.tasksCompleted,
    TasksRemaining: row.totalTasks - row.tasksCompleted,
    MemberCountWithAssignedTasks: row.assignees,
    ...teamGoalFlags(teamGoalRights(auth, { isMember: true, isLead: row.isLead }, row.goalStatusId)),
  };
}

/** One team goal; `goal` is a team goal (it has a team and a link). */
export function presentTeamGoal(
  auth: AuthContext,
  goal: GoalAccessRow & { teamId: string; goalTeamId: string; teamName: string },
): TeamGoal {
  return {
    Id: goal.id,
    Title: goal.title,
    Description: goal.description,
    TargetDate: goal.targetDate,
    GoalStatusId: goal.goalStatusId,
    Version: goal.version,
    GoalTeam: { Id: goal.goalTeamId, GoalId: goal.id, TeamId: goal.teamId },
    TeamName: goal.teamName,
    ...teamGoalFlags(teamGoalRights(auth, goal, goal.goalStatusId)),
    AllowedToAddTasks: canAddTasks(auth, goal, goal.goalStatusId),
    AllowedToSeeHistory: canReadHistory(auth, goal.isLead),
  };
}

export const presentGoalOptions = (rows: GoalOptionRow[]): Option[] =>
  rows.map((row) => ({ Id: row.id, Name: row.title }));

/** A team's goals as CSV (goal/exportByTeamId): the team's row alone, without a goal, gives the header only. */
export function presentTeamGoalsCsv(rows: readonly TeamGoalExportRow[]): string {
  return toCsv(
    ['Goal', 'Description', 'Target date', 'Status', 'Completed'],
    rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            [
              row.title,
              row.description,
              row.target_date,
              row.goal_status_id === GoalStatus.Closed ? 'Completed' : 'Open',
              row.completed_day,
            ],
          ],
    ),
  );
}
