import { GoalScope, GoalStatus } from '@shared/constants';
import type { Option } from '@shared/schemas/common';
import {
  GoalMessages,
  type AdminGoal,
  type AdminGoalKind,
  type AdminModifiableGoal,
  type SaveAdminGoalCommand,
  type MyTeamGoalsQuery,
  type SaveTeamGoalCommand,
  type TeamGoal,
  type TeamGoalListItem,
  type TeamGoalPage,
} from '@shared/schemas/goals';
import type { ListQuery, Page } from '@shared/schemas/lists';
import { pageTotal } from '../../db/page-total';
import { authorize, badRequest, notFound, staleOrNotFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { noticeGoalCompleted } from '../notifications';
import { authorizeAccess } from '../../plugins/record-access';
import { listManagedTeams, canEditTeam, canViewTeam, findTeamMembership, loadTeamAccess } from '../teams';
import {
  assignsGoalsToEveryTeam,
  canChangeAdminGoals,
  canChangeGoal,
  canChangeTeamGoal,
  canSetGoalStatus,
  canViewGoal,
  canViewTeamGoal,
} from './policy';
import { presentAdminGoal, presentTeamGoal, presentTeamGoalListItem, presentTeamGoalPage } from './presenter';
import * as repo from './repository';

type AdminScope = typeof GoalScope.District | typeof GoalScope.School;
const ADMIN_SCOPES: Record<AdminGoalKind, AdminScope> = {
  District: GoalScope.District,
  School: GoalScope.School,
};

const adminTarget = (auth: AuthContext, scope: AdminScope): repo.AdminGoalScope =>
  scope === GoalScope.District
    ? { scope, districtId: auth.districtId }
    : { scope, districtId: auth.districtId, locationId: auth.locationId };

/** One page of the district's goals or the school's goals. */
export async function listAdminGoals(
  ctx: ServiceContext,
  scope: AdminScope,
  query: ListQuery,
): Promise<Page<AdminGoal>> {
  const target = adminTarget(ctx.auth, scope);
  const rows = await repo.listAdminGoals(ctx.db, target, query);
  return {
    TotalCount: await pageTotal(rows, query.Page, () => repo.countAdminGoals(ctx.db, target, query)),
    Items: rows.map((row) => presentAdminGoal(ctx.auth, row)),
  };
}

/** A district goal of the caller's district or a school goal of their school, for the admin form. */
export async function getAdminGoal(
  ctx: ServiceContext,
  goalId: string,
  kind?: AdminGoalKind,
): Promise<AdminModifiableGoal> {
  const scopes = kind ? [ADMIN_SCOPES[kind]] : Object.values(ADMIN_SCOPES);
  let goal;
  for (const scope of scopes) goal ??= await repo.findAdminGoal(ctx.db, goalId, adminTarget(ctx.auth, scope));
  if (!goal) throw notFound();
  return {
    Id: goal.id,
    Title: goal.title,
    Description: goal.description,
    TargetDate: goal.targetDate,
    Version: goal.version,
  };
}

/** Creates or updates a district or school goal; a goal of the other kind or another school is 404. */
export async function saveAdminGoal(
  ctx: ServiceContext,
  scope: AdminScope,
  command: SaveAdminGoalCommand,
): Promise<string> {
  const { db, auth } = ctx;
  authorize(canChangeAdminGoals(auth));
  const target = adminTarget(auth, scope);
  const fields = { title: command.title, description: command.description, targetDate: command.targetDate };
  const { Id: goalId } = command;
  if (goalId === null) {
    return withTransaction(ctx, (tx) => repo.insertAdminGoal(tx.db, target, fields, auth.userId));
  }
  if (!(await repo.findAdminGoal(db, goalId, target))) throw notFound();
  const updated = await withTransaction(ctx, (tx) => repo.updateGoal(tx.db, goalId, fields, command.Version));
  if (!updated) throw staleOrNotFound(command.Version);
  return goalId;
}

/** Any goal the caller's school can see, 404 otherwise. */
async function loadGoal(ctx: ServiceContext, goalId: string) {
  const { db, auth } = ctx;
  const goal = await repo.findGoalAccess(db, goalId, auth.districtId, auth.locationId, auth.userId);
  if (!goal) throw notFound();
  return goal;
}

/** A team goal the caller may see: 404 for another school's or a goal of another scope, 403 for a stranger. */
async function loadTeamGoal(ctx: ServiceContext, goalId: string) {
  const goal = await loadGoal(ctx, goalId);
  const { teamId, goalTeamId, teamName } = goal;
  if (goal.scope !== GoalScope.Team || teamId === null || goalTeamId === null || teamName === null) {
    throw notFound();
  }
  authorizeAccess(ctx.auth, 'teamMember', canViewTeamGoal(ctx.auth, goal));
  return { ...goal, teamId, goalTeamId, teamName };
}

export async function deleteGoal(ctx: ServiceContext, goalId: string): Promise<string> {
  const goal = await loadGoal(ctx, goalId);
  authorizeAccess(ctx.auth, 'teamLead', canChangeGoal(ctx.auth, goal));
  await withTransaction(ctx, (tx) => repo.deleteGoal(tx.db, goal.id));
  return goal.id;
}

/** The goal's status, for any goal the caller may see. */
export async function getGoalStatus(ctx: ServiceContext, goalId: string) {
  const goal = await loadGoal(ctx, goalId);
  authorizeAccess(ctx.auth, 'teamMember', canViewGoal(ctx.auth, goal));
  return { GoalId: goal.id, GoalStatusId: goal.goalStatusId };
}

/** Closes a goal to new tasks; a goal closed already is refused. */
export async function markGoalCompleted(ctx: ServiceContext, goalId: string) {
  const goal = await loadGoal(ctx, goalId);
  authorizeAccess(ctx.auth, 'teamLead', canSetGoalStatus(ctx.auth, goal));
  if (goal.goalStatusId === GoalStatus.Closed) throw badRequest(GoalMessages.goalAlreadyCompleted);
  await withTransaction(ctx, async (tx) => {
    await repo.markGoalCompleted(tx.db, goal.id);
    await noticeGoalCompleted(tx, goal.id, ctx.auth.userId);
  });
  return { GoalId: goal.id, GoalStatusId: GoalStatus.Closed };
}

/** goal/markAsOpen (ours): undoes Mark Completed, so the goal takes new tasks again; an open goal is refused. */
export async function markGoalOpen(ctx: ServiceContext, goalId: string) {
  const goal = await loadGoal(ctx, goalId);
  authorizeAccess(ctx.auth, 'teamLead', canSetGoalStatus(ctx.auth, goal));
  const opened = await withTransaction(ctx, (tx) => repo.markGoalOpen(tx.db, goal.id));
  if (!opened) throw badRequest(GoalMessages.goalAlreadyOpen);
  return { GoalId: goal.id, GoalStatusId: GoalStatus.Active };
}

export async function getTeamGoal(ctx: ServiceContext, goalId: string): Promise<TeamGoal> {
  return presentTeamGoal(ctx.auth, await loadTeamGoal(ctx, goalId));
}

async function listTeamGoals(
  ctx: ServiceContext,
  filter: repo.TeamGoalFilter,
  query: ListQuery,
): Promise<Page<TeamGoalListItem>> {
  const rows = await repo.listTeamGoals(ctx.db, filter, query);
  return {
    TotalCount: await pageTotal(rows, query.Page, () => repo.countTeamGoals(ctx.db, filter, query)),
    Items: rows.map((row) => presentTeamGoalListItem(ctx.auth, row)),
  };
}

/**
 * The team goals of the caller's teams; admins see every team goal of their school. Kept to one team, the
 * page says whether the caller may download that team's goals (another school's or an unknown team: no).
 */
export async function listMyTeamGoals(
  ctx: ServiceContext,
  { TeamId: teamId, ...query }: MyTeamGoalsQuery,
): Promise<TeamGoalPage> {
  const { db, auth } = ctx;
  const [page, team] = await Promise.all([
    listTeamGoals(
      ctx,
      { locationId: auth.locationId, callerId: auth.userId, everyTeam: auth.isAdmin, teamId },
      query,
    ),
    teamId ? findTeamMembership(db, teamId, auth.userId, auth.locationId) : undefined,
  ]);
  return presentTeamGoalPage(auth, team, page);
}

/** The goals of one team, for its members and the school's admins. */
export async function listGoalsOfTeam(
  ctx: ServiceContext,
  teamId: string,
  query: ListQuery,
): Promise<TeamGoalPage> {
  const { db, auth } = ctx;
  const team = await loadTeamAccess(db, auth, teamId);
  authorizeAccess(auth, 'teamMember', canViewTeam(auth, team));
  const page = await listTeamGoals(
    ctx,
    { locationId: auth.locationId, callerId: auth.userId, everyTeam: true, teamId },
    query,
  );
  return presentTeamGoalPage(auth, team, page);
}

/**
 * Creates or updates a team goal. Admins and the leads of the chosen team create; changing one needs the
 * same right on its current team and, when it moves, on the new team.
 */
export async function saveTeamGoal(ctx: ServiceContext, command: SaveTeamGoalCommand): Promise<string> {
  const { db, auth } = ctx;
  const fields = { title: command.Title, description: command.Description, targetDate: command.TargetDate };
  const existing = command.Id === null ? null : await loadTeamGoal(ctx, command.Id);
  if (existing) authorizeAccess(auth, 'teamLead', canChangeTeamGoal(auth, existing));
  const teamId = command.GoalTeam.TeamId;
  if (existing?.teamId !== teamId)
    authorizeAccess(auth, 'teamLead', canEditTeam(auth, await loadTeamAccess(db, auth, teamId)));
  if (!existing) {
    return withTransaction(ctx, (tx) =>
      repo.insertTeamGoal(
        tx.db,
        { districtId: auth.districtId, locationId: auth.locationId },
        fields,
        teamId,
        auth.userId,
      ),
    );
  }
  const updated = await withTransaction(ctx, (tx) =>
    repo.updateTeamGoal(tx.db, existing.id, fields, teamId, command.Version),
  );
  if (!updated) throw staleOrNotFound(command.Version);
  return existing.id;
}

/** The Team Assignment choices of the team goal form: exactly the teams the save will accept. */
export async function listTeamsForGoals(ctx: ServiceContext): Promise<Option[]> {
  const { db, auth } = ctx;
  const teams = await listManagedTeams(db, auth.locationId, auth.userId, assignsGoalsToEveryTeam(auth));
  return teams.map((team) => ({ Id: team.id, Name: team.name }));
}
