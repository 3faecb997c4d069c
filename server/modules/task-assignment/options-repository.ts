import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { UserType } from '@shared/constants';
import type { Db } from '../../db/database';
import { agendaItems, agendas, meetings, meetingTeams, users, userTeams } from '../../db/schema';

/** False for an empty list of teams: `in ()` is not SQL. */
const inTeams = (column: typeof userTeams.teamId | typeof meetingTeams.teamId, teamIds: string[]): SQL =>
  teamIds.length > 0 ? inArray(column, teamIds) : sql`false`;

/**
 * A live, active staffer or partner of the school (never a student): who may be given a task, facilitate
 * an agenda item, take a meeting's notes or be mailed an agenda, among a team's members.
 */
export const isActiveStaffOrPartner = (locationId: string): SQL =>
  and(
    eq(users.locationId, locationId),
    isNull(users.deletedAt),
    eq(users.active, true),
    ne(users.userTypeId, UserType.Student),
  )!;

/**
 * The people a task can be assigned to among the members of the given teams (plus `alsoUserId`, the
 * current assignee of a task being edited): live, active staffers and partners of the school, by last
 * then first name, with their address (the agenda mails them). One query; a person in several teams appears once.
 */
export function listPeopleOfTeams(db: Db, locationId: string, teamIds: string[], alsoUserId: string | null) {
  const members = db
    .select({ userId: userTeams.userId })
    .from(userTeams)
    .where(inTeams(userTeams.teamId, teamIds));
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
    })
    .from(users)
    .where(
      and(
        isActiveStaffOrPartner(locationId),
        or(inArray(users.id, members), alsoUserId ? eq(users.id, alsoUserId) : undefined),
      ),
    )
    .orderBy(asc(users.sortKey), asc(users.id));
}

/**
 * The school's meetings of the given teams that started at `since` or later, newest first, plus
 * `alsoMeetingId` (a task's current meeting) whenever it started. One query.
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
          and(gte(meetings.startDateTime, since), inArray(meetings.id, ofTeams)),
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
