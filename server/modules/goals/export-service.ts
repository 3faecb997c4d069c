import { csvFileName, type CsvDocument } from '../../lib/csv';
import { notFound } from '../../errors';
import { authorizeAccess } from '../../plugins/record-access';
import type { ServiceContext } from '../../plugins/service-context';
import { loadTeamAccess } from '../teams';
import { listTeamGoalsForExport } from './export-repository';
import { canExportTeamGoals } from './policy';
import { presentTeamGoalsCsv } from './presenter';

/**
 * goal/exportByTeamId/{id}.csv: every goal of a team, for whoever sees the team's goals (its members and
 * the school's admins); another school's team is 404.
 */
export async function exportTeamGoals(ctx: ServiceContext, teamId: string): Promise<CsvDocument> {
  const { db, auth } = ctx;
  authorizeAccess(auth, 'teamMember', canExportTeamGoals(auth, await loadTeamAccess(db, auth, teamId)));
  const rows = await listTeamGoalsForExport(db, teamId, auth.locationId, ctx.clock.now());
  const [first] = rows;
  if (!first) throw notFound();
  return { fileName: csvFileName('goals', first.team_name, first.today), body: presentTeamGoalsCsv(rows) };
}
