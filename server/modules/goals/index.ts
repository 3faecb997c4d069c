/** What other modules may use of goals; everything else in the folder is its own. */
export { findGoalForTasks } from './repository';
export type { GoalForTasks } from './repository';
