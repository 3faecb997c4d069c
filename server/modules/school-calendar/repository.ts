import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { locations, nonMeetingDays } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';

const schoolColumns = {
  id: locations.id,
  name: locations.name,
  timeZone: locations.timeZone,
  version: locations.version,
};
export type SchoolRow = { id: string; name: string; timeZone: string; version: number };

const dayColumns = {
  id: nonMeetingDays.id,
  name: nonMeetingDays.name,
  firstDay: nonMeetingDays.firstDay,
  lastDay: nonMeetingDays.lastDay,
};
export type NonMeetingDayRow = { id: string; name: string; firstDay: string; lastDay: string };
export type NonMeetingDayValues = Omit<NonMeetingDayRow, 'id'>;

export async function findSchool(db: Db, locationId: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select(schoolColumns).from(locations).where(eq(locations.id, locationId)).limit(1);
  return row;
}

/** A school of the district; none for another district's school (a super admin's insights name one). */
export async function findDistrictSchool(
  db: Db,
  districtId: string,
  locationId: string,
): Promise<SchoolRow | undefined> {
  const [row] = await db
    .select(schoolColumns)
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.districtId, districtId)))
    .limit(1);
  return row;
}

/** Sets the school's zone when it is still at the version the form loaded; answers the row, or nothing. */
export async function updateTimeZone(
  db: Db,
  locationId: string,
  timeZone: string,
  expectedVersion: number | undefined,
): Promise<SchoolRow | undefined> {
  const [row] = await db
    .update(locations)
    .set({ timeZone, version: nextVersion(locations.version) })
    .where(and(eq(locations.id, locationId), stillAtVersion(locations.version, expectedVersion)))
    .returning(schoolColumns);
  return row;
}

/** The school's non-meeting days, all of them or those touching [from, to], by first day. */
export function listNonMeetingDays(
  db: Db,
  locationId: string,
  within?: { from: string; to: string },
): Promise<NonMeetingDayRow[]> {
  return db
    .select(dayColumns)
    .from(nonMeetingDays)
    .where(
      and(
        eq(nonMeetingDays.locationId, locationId),
        within && lte(nonMeetingDays.firstDay, within.to),
        within && gte(nonMeetingDays.lastDay, within.from),
      ),
    )
    .orderBy(asc(nonMeetingDays.firstDay), asc(nonMeetingDays.lastDay), asc(nonMeetingDays.id));
}

export async function insertNonMeetingDay(
  db: Db,
  school: { districtId: string; locationId: string },
  values: NonMeetingDayValues,
): Promise<NonMeetingDayRow> {
  const [row] = await db
    .insert(nonMeetingDays)
    .values({ ...school, ...values })
    .returning(dayColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateNonMeetingDay(
  db: Db,
  dayId: string,
  locationId: string,
  values: NonMeetingDayValues,
): Promise<NonMeetingDayRow | undefined> {
  const [row] = await db
    .update(nonMeetingDays)
    .set(values)
    .where(and(eq(nonMeetingDays.id, dayId), eq(nonMeetingDays.locationId, locationId)))
    .returning(dayColumns);
  return row;
}

export async function deleteNonMeetingDay(db: Db, dayId: string, locationId: string): Promise<boolean> {
  const rows = await db
    .delete(nonMeetingDays)
    .where(and(eq(nonMeetingDays.id, dayId), eq(nonMeetingDays.locationId, locationId)))
    .returning({ id: nonMeetingDays.id });
  return rows.length > 0;
}
