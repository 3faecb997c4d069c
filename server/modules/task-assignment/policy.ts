import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { findSharedTeamIds } from '../teams';
import { findTeamIdsOfUser, isLivePersonOfSchool } from './repository';

/**
 * The teams in which the caller may assign a task to a person: admins any of the person's teams, others
 * only the teams both belong to (tasks are assigned inside a shared team). `onlyTeamId` narrows the
 * answer to the team the form was opened from. 404 unless the person is a live user of the school.
 * The goal and meeting choices of the task forms are drawn from these teams, so they offer nothing the
 * save would refuse.
 */
export async function teamsForAssigningTo(
  db: Db,
  auth: AuthContext,
  userId: string,
  onlyTeamId?: string,
): Promise<string[]> {
  if (!(await isLivePersonOfSchool(db, userId, auth.locationId))) throw notFound();
  const teamIds = auth.isAdmin
    ? await findTeamIdsOfUser(db, userId, auth.locationId)
    : await findSharedTeamIds(db, auth.userId, userId, auth.locationId);
  return onlyTeamId === undefined ? teamIds : teamIds.filter((teamId) => teamId === onlyTeamId);
}
