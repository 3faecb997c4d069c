import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetingSeries, teams } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';

/** The columns meetingSeries/save writes. */
export interface SeriesFields {
  subject: string;
  location: string;
  firstDay: string;
  startTime: string;
  durationMinutes: number;
  rrule: string;
  noteTakerId: string | null;
  agendaTemplateId: string | null;
  /** Role id to member ids in turn order. */
  roleRotation: Record<string, string[]>;
}

export interface SeriesRow extends SeriesFields {
  id: string;
  teamId: string;
  teamName: string;
  version: number;
}

const seriesColumns = {
  id: meetingSeries.id,
  teamId: meetingSeries.teamId,
  teamName: teams.name,
  subject: meetingSeries.subject,
  location: meetingSeries.location,
  firstDay: meetingSeries.firstDay,
  startTime: meetingSeries.startTime,
  durationMinutes: meetingSeries.durationMinutes,
  rrule: meetingSeries.rrule,
  noteTakerId: meetingSeries.noteTakerId,
  agendaTemplateId: meetingSeries.agendaTemplateId,
  roleRotation: meetingSeries.roleRotation,
  version: meetingSeries.version,
};

/** A series of the school with its team's name; `forUpdate` locks its row until the transaction ends. */
export async function findSeries(
  db: Db,
  seriesId: string,
  locationId: string,
  forUpdate = false,
): Promise<SeriesRow | undefined> {
  const query = db
    .select(seriesColumns)
    .from(meetingSeries)
    .innerJoin(teams, eq(teams.id, meetingSeries.teamId))
    .where(and(eq(meetingSeries.id, seriesId), eq(meetingSeries.locationId, locationId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: meetingSeries }) : await query;
  return row;
}

export async function insertSeries(
  tx: Db,
  school: { districtId: string; locationId: string },
  teamId: string,
  fields: SeriesFields,
  createdByUserId: string,
): Promise<string> {
  const [row] = await tx
    .insert(meetingSeries)
    .values({ ...school, ...fields, teamId, createdByUserId })
    .returning({ id: meetingSeries.id });
  if (!row) throw new Error('insert returned no series');
  return row.id;
}

/** Changes the series unless it is no longer at `expectedVersion` (when given); false when it did not. */
export async function updateSeries(
  tx: Db,
  seriesId: string,
  locationId: string,
  fields: SeriesFields,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await tx
    .update(meetingSeries)
    .set({ ...fields, updatedAt: sql`now()`, version: nextVersion(meetingSeries.version) })
    .where(
      and(
        eq(meetingSeries.id, seriesId),
        eq(meetingSeries.locationId, locationId),
        stillAtVersion(meetingSeries.version, expectedVersion),
      ),
    )
    .returning({ id: meetingSeries.id });
  return rows.length > 0;
}

/** Deletes the series row; its remaining (past) meetings stay, no longer marked as a series (set null). */
export async function deleteSeries(tx: Db, seriesId: string, locationId: string): Promise<boolean> {
  const rows = await tx
    .delete(meetingSeries)
    .where(and(eq(meetingSeries.id, seriesId), eq(meetingSeries.locationId, locationId)))
    .returning({ id: meetingSeries.id });
  return rows.length > 0;
}
