import { GoalScope, GoalStatus } from '@shared/constants';
import type { AuthContext } from '../../plugins/auth';

/** The caller's relation to a team goal's team. */
export interface GoalTeamRelation {
  isMember: boolean;
  isLead: boolean;
}

/** District and school goals are changed by admins (any school's admin for the district's goals). */
export const canChangeAdminGoals = (auth: AuthContext) => auth.isAdmin;

/** Who may open the team goal form: admins and team leads (of any team); the save checks the team chosen. */
export const canCreateTeamGoals = (auth: AuthContext, isAnyTeamLead: boolean) =>
  auth.isAdmin || isAnyTeamLead;

/** Team goals are seen by the members of their team and by the school's admins. */
export const canViewTeamGoal = (auth: AuthContext, relation: GoalTeamRelation) =>
  auth.isAdmin || relation.isMember;

/** A team's goals as CSV (AllowedToExport): whoever sees the team's goals. */
export const canExportTeamGoals = (auth: AuthContext, relation: GoalTeamRelation) =>
  canViewTeamGoal(auth, relation);

/** Team goals are created, changed, closed and deleted by admins and the leads of their team. */
export const canChangeTeamGoal = (auth: AuthContext, relation: GoalTeamRelation) =>
  auth.isAdmin || relation.isLead;

/** Which teams the caller may give a team goal: admins every team of the school, leads the teams they lead. */
export const assignsGoalsToEveryTeam = (auth: AuthContext) => auth.isAdmin;

/** Any goal: admins for district and school goals, admins and team leads for team goals. */
export const canChangeGoal = (auth: AuthContext, goal: GoalTeamRelation & { scope: number }) =>
  goal.scope === GoalScope.Team ? canChangeTeamGoal(auth, goal) : canChangeAdminGoals(auth);

/** Any goal: every user of the district sees district and school goals; team goals as above. */
export const canViewGoal = (auth: AuthContext, goal: GoalTeamRelation & { scope: number }) =>
  goal.scope !== GoalScope.Team || canViewTeamGoal(auth, goal);

/** Completing a goal and reopening it: whoever may change the goal. */
export const canSetGoalStatus = canChangeGoal;

/** What the caller may do with a team goal: change it, mark it completed (an open one), reopen it (a closed one). */
export interface TeamGoalRights {
  change: boolean;
  complete: boolean;
  reopen: boolean;
}

export function teamGoalRights(
  auth: AuthContext,
  relation: GoalTeamRelation,
  goalStatusId: number,
): TeamGoalRights {
  const setsStatus = canSetGoalStatus(auth, { ...relation, scope: GoalScope.Team });
  const isClosed = goalStatusId === GoalStatus.Closed;
  return {
    change: canChangeTeamGoal(auth, relation),
    complete: setsStatus && !isClosed,
    reopen: setsStatus && isClosed,
  };
}

/** New tasks go to open goals only, added by the members of the goal's team and by admins. */
export const canAddTasks = (auth: AuthContext, relation: GoalTeamRelation, goalStatusId: number) =>
  goalStatusId !== GoalStatus.Closed && canViewTeamGoal(auth, relation);
