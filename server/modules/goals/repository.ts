import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { goals, goalTeams } from '../../db/schema';

/** A goal of the caller's district as the task rules need it: its scope, status and (team goals) team. */
export interface GoalForTasks {
  goalId: string;
  scope: number;
  goalStatusId: number;
  locationId: string | null;
  teamId: string | null;
}

/**
 * The goal with its team, if it is a goal of the district the caller belongs to; a team or school goal
 * of another school is treated as missing.
 */
export async function findGoalForTasks(
  db: Db,
  goalId: string,
  districtId: string,
  locationId: string,
): Promise<GoalForTasks | undefined> {
  const [row] = await db
    .select({
      goalId: goals.id,
      scope: goals.scope,
      goalStatusId: goals.goalStatusId,
      locationId: goals.locationId,
      teamId: goalTeams.teamId,
    })
    .from(goals)
    .leftJoin(goalTeams, eq(goalTeams.goalId, goals.id))
    .where(and(eq(goals.id, goalId), eq(goals.districtId, districtId)))
    .limit(1);
  if (!row || (row.locationId !== null && row.locationId !== locationId)) return undefined;
  return row;
}
