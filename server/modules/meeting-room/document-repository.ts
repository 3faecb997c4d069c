import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetings, teams } from '../../db/schema';

/** The names of the meeting's teams, in the order the agenda gives them. */
export async function listTeamNames(db: Db, teamIds: string[]): Promise<string[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, teamIds));
  return teamIds.map((id) => rows.find((row) => row.id === id)?.name ?? '').filter(Boolean);
}

/** The series' next meeting after `after` that is not cancelled; undefined when there is none. */
export async function findNextOfSeries(db: Db, seriesId: string, after: Date) {
  const [row] = await db
    .select({ subject: meetings.subject, startDateTime: meetings.startDateTime })
    .from(meetings)
    .where(
      and(eq(meetings.seriesId, seriesId), gt(meetings.startDateTime, after), isNull(meetings.cancelledAt)),
    )
    .orderBy(asc(meetings.startDateTime))
    .limit(1);
  return row;
}
