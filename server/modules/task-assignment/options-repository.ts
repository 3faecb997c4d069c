import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inTeams } from '../../db/membership-sql';
import { agendaItems, agendas, meetings, meetingTeams } from '../../db/schema';

/**
 * The school's meetings of the given teams that started at `since` or later and are not cancelled
 * occurrences of a series, newest first, plus `alsoMeetingId` (a task's current meeting) whatever it is.
 * One query.
 */
export function listMeetingsOfTeams(
  db: Db,
  locationId: string,
  teamIds: string[],
  since: Date,
  alsoMeetingId: string | null,
) {
  const ofTeams = db
    .select({ meetingId: meetingTeams.meetingId })
    .from(meetingTeams)
    .where(inTeams(meetingTeams.teamId, teamIds));
  return db
    .select({ id: meetings.id, subject: meetings.subject, startDateTime: meetings.startDateTime })
    .from(meetings)
    .where(
      and(
        eq(meetings.locationId, locationId),
        or(
          and(
            gte(meetings.startDateTime, since),
            isNull(meetings.cancelledAt),
            inArray(meetings.id, ofTeams),
          ),
          alsoMeetingId ? eq(meetings.id, alsoMeetingId) : undefined,
        ),
      ),
    )
    .orderBy(desc(meetings.startDateTime), asc(meetings.id));
}

/** The items of a meeting's agenda in agenda order. */
export function listAgendaItemsOfMeeting(db: Db, meetingId: string, locationId: string) {
  return db
    .select({ id: agendaItems.id, title: agendaItems.title })
    .from(agendaItems)
    .innerJoin(agendas, eq(agendas.id, agendaItems.agendaId))
    .where(and(eq(agendas.meetingId, meetingId), eq(agendaItems.locationId, locationId)))
    .orderBy(asc(agendaItems.orderId), asc(agendaItems.id));
}
