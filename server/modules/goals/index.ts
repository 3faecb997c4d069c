/** What other modules may use of goals; everything else in the folder is its own. */
export { canChangeAdminGoals, canCreateTeamGoals } from './policy';
export { presentGoalOptions } from './presenter';
export { findGoalForTasks, listGoalOptionsOfTask, listOpenGoalsOfTeams } from './repository';
export type { GoalForTasks } from './repository';
