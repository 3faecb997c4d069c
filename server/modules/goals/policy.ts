import { GoalScope, GoalStatus } from '@shared/constants';
import type { AuthContext } from '../../plugins/auth';

/** The caller's relation to a team goal's team. */
export interface GoalTeamRelation {
  isMember: boolean;
  isLead: boolean;
}

/** District and school goals are changed by admins (any school's admin for the district's goals). */
export const canChangeAdminGoals = (auth: AuthContext) => auth.isAdmin;

/** Team goals are seen by the members of their team and by the school's admins. */
export const canViewTeamGoal = (auth: AuthContext, relation: GoalTeamRelation) =>
  auth.isAdmin || relation.isMember;

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

/** The flags of a team goal's actions: hidden when read-only; closing only an open goal. */
export function teamGoalFlags(auth: AuthContext, relation: GoalTeamRelation, goalStatusId: number) {
  const readOnly = !canChangeTeamGoal(auth, relation);
  return {
    ReadOnly: readOnly,
    AllowedToMarkGoalAsCompleted: !readOnly && goalStatusId !== GoalStatus.Closed,
  };
}

/** New tasks go to open goals only, added by the members of the goal's team and by admins. */
export const canAddTasks = (auth: AuthContext, relation: GoalTeamRelation, goalStatusId: number) =>
  goalStatusId !== GoalStatus.Closed && canViewTeamGoal(auth, relation);
