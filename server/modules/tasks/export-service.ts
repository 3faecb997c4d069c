import { csvFileName, type CsvDocument } from '../../lib/csv';
import { notFound } from '../../errors';
import { authorizeAccess } from '../../plugins/record-access';
import type { ServiceContext } from '../../plugins/service-context';
import { loadTeamAccess } from '../teams';
import { listTeamTasksForExport } from './export-repository';
import { canExportTeamTasks } from './policy';
import { presentTeamTasksCsv } from './presenter';

/**
 * task/exportByTeamId/{id}.csv: every task of a team, for whoever may see its task lists (its members and
 * the school's admins); another school's team is 404.
 */
export async function exportTeamTasks(ctx: ServiceContext, teamId: string): Promise<CsvDocument> {
  const { db, auth } = ctx;
  const team = await loadTeamAccess(db, auth, teamId);
  authorizeAccess(auth, 'teamMember', canExportTeamTasks(auth, team.isMember));
  const rows = await listTeamTasksForExport(db, teamId, auth.locationId, ctx.clock.now());
  const [first] = rows;
  if (!first) throw notFound();
  return { fileName: csvFileName('tasks', first.team_name, first.today), body: presentTeamTasksCsv(rows) };
}
