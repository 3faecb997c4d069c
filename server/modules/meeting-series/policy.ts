import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { authorizeAccess } from '../../plugins/record-access';
import { canScheduleForTeam } from '../meetings';
import { canViewTeam, loadTeamAccess } from '../teams';
import { findSeries } from './repository';

/**
 * A series is its team's: members see it, the team's leads and the school's admins create, change and
 * delete it (the same people who schedule the team's meetings).
 */
export async function loadSeries(db: Db, auth: AuthContext, seriesId: string, level: 'view' | 'manage') {
  const series = await findSeries(db, seriesId, auth.locationId);
  if (!series) throw notFound();
  const team = await loadTeamAccess(db, auth, series.teamId);
  const allowedToEdit = canScheduleForTeam(auth, team);
  if (level === 'manage') authorizeAccess(auth, 'teamLead', allowedToEdit);
  else authorizeAccess(auth, 'teamMember', canViewTeam(auth, team));
  return { series, allowedToEdit };
}
