import { NEW_ID_STRING } from '@shared/constants';
import { href, paths } from '../../../config/paths';

/**
 * Where /assignTask returns after saving (spec: Assign Task): both ids '0' (the user's common meetings)
 * to the dashboard, goalId '0' only to My Teams, otherwise to the goal's tasks.
 */
export function assignTaskReturnHref(teamId: string, goalId: string): string {
  if (goalId !== NEW_ID_STRING) return href(paths.teamTasks, { goalId });
  return teamId === NEW_ID_STRING ? paths.dashboard.path : paths.myTeams.path;
}
