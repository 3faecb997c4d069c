import type { TaskListQuery, TaskPage, TeamTaskPage } from '@shared/schemas/tasks';
import { pageTotal } from '../../db/page-total';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../plugins/service-context';
import { authorizeAccess } from '../../plugins/record-access';
import { findGoalForTasks } from '../goals';
import { findTeamMembership, loadTeamAccess } from '../teams';
import { countTasks, listTasks, type TaskListScope, type TaskListState } from './list-repository';
import { loadViewableMeeting } from '../meetings';
import { canViewTaskList } from './policy';
import { presentTaskListItem, presentTeamTaskPage } from './presenter';

async function pageOfTasks(
  ctx: ServiceContext,
  scope: TaskListScope,
  state: TaskListState,
  query: TaskListQuery,
): Promise<TaskPage> {
  const { db, auth } = ctx;
  const rows = await listTasks(db, auth.locationId, auth.userId, scope, state, query);
  return {
    TotalCount: await pageTotal(rows, query.Page, () =>
      countTasks(db, auth.locationId, scope, state, query.Search),
    ),
    Items: rows.map((row) => presentTaskListItem(auth, row)),
  };
}

/** The dashboard's My Task Assignments: the caller's Open and In Progress tasks. */
export const getMyAssignedDashboardTasks = (ctx: ServiceContext, query: TaskListQuery) =>
  pageOfTasks(ctx, { kind: 'assignedTo', userId: ctx.auth.userId }, 'remaining', query);

/**
 * A goal's remaining or completed tasks. A team goal's tasks are seen by its team's members and the
 * school's admins; district and school goals carry no team tasks, so only admins are let in.
 */
export async function getGoalTasks(
  ctx: ServiceContext,
  goalId: string,
  state: TaskListState,
  query: TaskListQuery,
): Promise<TaskPage> {
  const { db, auth } = ctx;
  const goal = await findGoalForTasks(db, goalId, auth.districtId, auth.locationId);
  if (!goal) throw notFound();
  const membership = goal.teamId
    ? await findTeamMembership(db, goal.teamId, auth.userId, auth.locationId)
    : undefined;
  authorizeAccess(auth, 'teamMember', canViewTaskList(auth, membership?.isMember ?? false));
  return pageOfTasks(ctx, { kind: 'goal', goalId }, state, query);
}

/**
 * A team's remaining or completed tasks, whatever goal or meeting they came from (ours: the team's home
 * and Team Tasks filtered by team): its members and the school's admins; another school's team is 404.
 * The page says whether the caller may also download all the team's tasks (AllowedToExport).
 */
export async function getTeamTasks(
  ctx: ServiceContext,
  teamId: string,
  state: TaskListState,
  query: TaskListQuery,
): Promise<TeamTaskPage> {
  const { db, auth } = ctx;
  const team = await loadTeamAccess(db, auth, teamId);
  authorizeAccess(auth, 'teamMember', canViewTaskList(auth, team.isMember));
  return presentTeamTaskPage(auth, team, await pageOfTasks(ctx, { kind: 'team', teamId }, state, query));
}

/** A meeting's remaining or completed tasks: members of one of its teams and the school's admins. */
export async function getMeetingTasks(
  ctx: ServiceContext,
  meetingId: string,
  state: TaskListState,
  query: TaskListQuery,
): Promise<TaskPage> {
  await loadViewableMeeting(ctx.db, ctx.auth, meetingId);
  return pageOfTasks(ctx, { kind: 'meeting', meetingId }, state, query);
}
