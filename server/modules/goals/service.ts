import { GoalScope, GoalStatus } from '@shared/constants';
import type { Option } from '@shared/schemas/common';
import {
  GoalMessages,
  type AdminGoal,
  type AdminGoalKind,
  type AdminModifiableGoal,
  type SaveAdminGoalCommand,
  type SaveTeamGoalCommand,
  type TeamGoal,
  type TeamGoalListItem,
} from '@shared/schemas/goals';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type { Db } from '../../db/database';
import { pageTotal } from '../../db/page-total';
import { authorize, badRequest, notFound, staleOrNotFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { listManagedTeams, canEditTeam, canViewTeam, loadTeamAccess } from '../teams';
import {
  assignsGoalsToEveryTeam,
  canChangeAdminGoals,
  canChangeGoal,
  canChangeTeamGoal,
  canSetGoalStatus,
  canViewGoal,
  canViewTeamGoal,
} from './policy';
import { presentAdminGoal, presentTeamGoal, presentTeamGoalListItem } from './presenter';
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
  db: Db,
  auth: AuthContext,
  scope: AdminScope,
  query: ListQuery,
): Promise<Page<AdminGoal>> {
  const target = adminTarget(auth, scope);
  const rows = await repo.listAdminGoals(db, target, query);
  return {
    TotalCount: await pageTotal(rows, query.Page, () => repo.countAdminGoals(db, target, query)),
    Items: rows.map((row) => presentAdminGoal(auth, row)),
  };
}

/** A district goal of the caller's district or a school goal of their school, for the admin form. */
export async function getAdminGoal(
  db: Db,
  auth: AuthContext,
  goalId: string,
  kind?: AdminGoalKind,
): Promise<AdminModifiableGoal> {
  const scopes = kind ? [ADMIN_SCOPES[kind]] : Object.values(ADMIN_SCOPES);
  let goal;
  for (const scope of scopes) goal ??= await repo.findAdminGoal(db, goalId, adminTarget(auth, scope));
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
  db: Db,
  auth: AuthContext,
  scope: AdminScope,
  command: SaveAdminGoalCommand,
): Promise<string> {
  authorize(canChangeAdminGoals(auth));
  const target = adminTarget(auth, scope);
  const fields = { title: command.title, description: command.description, targetDate: command.targetDate };
  if (command.Id === null) return repo.insertAdminGoal(db, target, fields, auth.userId);
  if (!(await repo.findAdminGoal(db, command.Id, target))) throw notFound();
  if (!(await repo.updateGoal(db, command.Id, fields, command.Version))) {
    throw staleOrNotFound(command.Version);
  }
  return command.Id;
}

/** Any goal the caller's school can see, 404 otherwise. */
async function loadGoal(db: Db, auth: AuthContext, goalId: string) {
  const goal = await repo.findGoalAccess(db, goalId, auth.districtId, auth.locationId, auth.userId);
  if (!goal) throw notFound();
  return goal;
}

/** A team goal the caller may see: 404 for another school's or a goal of another scope, 403 for a stranger. */
async function loadTeamGoal(db: Db, auth: AuthContext, goalId: string) {
  const goal = await loadGoal(db, auth, goalId);
  const { teamId, goalTeamId, teamName } = goal;
  if (goal.scope !== GoalScope.Team || teamId === null || goalTeamId === null || teamName === null) {
    throw notFound();
  }
  authorize(canViewTeamGoal(auth, goal));
  return { ...goal, teamId, goalTeamId, teamName };
}

export async function deleteGoal(db: Db, auth: AuthContext, goalId: string): Promise<string> {
  const goal = await loadGoal(db, auth, goalId);
  authorize(canChangeGoal(auth, goal));
  await repo.deleteGoal(db, goal.id);
  return goal.id;
}

/** The goal's status, for any goal the caller may see. */
export async function getGoalStatus(db: Db, auth: AuthContext, goalId: string) {
  const goal = await loadGoal(db, auth, goalId);
  authorize(canViewGoal(auth, goal));
  return { GoalId: goal.id, GoalStatusId: goal.goalStatusId };
}

/** Closes a goal to new tasks; a goal closed already is refused. */
export async function markGoalCompleted(db: Db, auth: AuthContext, goalId: string) {
  const goal = await loadGoal(db, auth, goalId);
  authorize(canSetGoalStatus(auth, goal));
  if (goal.goalStatusId === GoalStatus.Closed) throw badRequest(GoalMessages.goalAlreadyCompleted);
  await repo.markGoalCompleted(db, goal.id);
  return { GoalId: goal.id, GoalStatusId: GoalStatus.Closed };
}

/** goal/markAsOpen (ours): undoes Mark Completed, so the goal takes new tasks again; an open goal is refused. */
export async function markGoalOpen(db: Db, auth: AuthContext, goalId: string) {
  const goal = await loadGoal(db, auth, goalId);
  authorize(canSetGoalStatus(auth, goal));
  if (!(await repo.markGoalOpen(db, goal.id))) throw badRequest(GoalMessages.goalAlreadyOpen);
  return { GoalId: goal.id, GoalStatusId: GoalStatus.Active };
}

export async function getTeamGoal(db: Db, auth: AuthContext, goalId: string): Promise<TeamGoal> {
  return presentTeamGoal(auth, await loadTeamGoal(db, auth, goalId));
}

async function listTeamGoals(
  db: Db,
  auth: AuthContext,
  filter: repo.TeamGoalFilter,
  query: ListQuery,
): Promise<Page<TeamGoalListItem>> {
  const rows = await repo.listTeamGoals(db, filter, query);
  return {
    TotalCount: await pageTotal(rows, query.Page, () => repo.countTeamGoals(db, filter, query)),
    Items: rows.map((row) => presentTeamGoalListItem(auth, row)),
  };
}

/** The team goals of the caller's teams; admins see every team goal of their school. */
export function listMyTeamGoals(db: Db, auth: AuthContext, query: ListQuery) {
  return listTeamGoals(
    db,
    auth,
    { locationId: auth.locationId, callerId: auth.userId, everyTeam: auth.isAdmin },
    query,
  );
}

/** The goals of one team, for its members and the school's admins. */
export async function listGoalsOfTeam(db: Db, auth: AuthContext, teamId: string, query: ListQuery) {
  authorize(canViewTeam(auth, await loadTeamAccess(db, auth, teamId)));
  return listTeamGoals(
    db,
    auth,
    { locationId: auth.locationId, callerId: auth.userId, everyTeam: true, teamId },
    query,
  );
}

/**
 * Creates or updates a team goal. Admins and the leads of the chosen team create; changing one needs the
 * same right on its current team and, when it moves, on the new team.
 */
export async function saveTeamGoal(db: Db, auth: AuthContext, command: SaveTeamGoalCommand): Promise<string> {
  const fields = { title: command.Title, description: command.Description, targetDate: command.TargetDate };
  const existing = command.Id === null ? null : await loadTeamGoal(db, auth, command.Id);
  if (existing) authorize(canChangeTeamGoal(auth, existing));
  const teamId = command.GoalTeam.TeamId;
  if (existing?.teamId !== teamId) authorize(canEditTeam(auth, await loadTeamAccess(db, auth, teamId)));
  if (!existing)
    return repo.insertTeamGoal(
      db,
      { districtId: auth.districtId, locationId: auth.locationId },
      fields,
      teamId,
      auth.userId,
    );
  if (!(await repo.updateTeamGoal(db, existing.id, fields, teamId, command.Version))) {
    throw staleOrNotFound(command.Version);
  }
  return existing.id;
}

/** The Team Assignment choices of the team goal form: exactly the teams the save will accept. */
export async function listTeamsForGoals(db: Db, auth: AuthContext): Promise<Option[]> {
  const teams = await listManagedTeams(db, auth.locationId, auth.userId, assignsGoalsToEveryTeam(auth));
  return teams.map((team) => ({ Id: team.id, Name: team.name }));
}
