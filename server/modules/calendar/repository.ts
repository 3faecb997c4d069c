import { and, asc, eq, exists, gte, isNull, lte, sql } from 'drizzle-orm';
import { MEETING_ROLE_NAMES } from '@shared/constants';
import type { Db } from '../../db/database';
import { calendarFeedTokens, meetings, meetingTeams, users, userTeams } from '../../db/schema';

/** What a calendar event shows of a meeting. */
export interface CalendarMeetingRow {
  id: string;
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
  location: string;
  zoomJoinLink: string | null;
  /** A cancelled occurrence of a series: calendar apps remove it when told STATUS:CANCELLED. */
  cancelled: boolean;
  /** "Facilitator: Ana Diaz", one per PLC role held (and the note taker), by role. */
  roles: string[];
}

const calendarColumns = {
  id: meetings.id,
  subject: meetings.subject,
  startDateTime: meetings.startDateTime,
  endDateTime: meetings.endDateTime,
  location: meetings.location,
  zoomJoinLink: meetings.zoomJoinLink,
  cancelled: sql<boolean>`${meetings.cancelledAt} is not null`,
  roles: sql<
    string[]
  >`coalesce((select array_agg(role_names.name || ': ' || u.first_name || ' ' || u.last_name
      order by r.responsibility_id)
    from meeting_responsibilities r join users u on u.id = r.user_id
    join (values ${sql.join(
      Object.entries(MEETING_ROLE_NAMES).map(
        ([id, name]) => sql`(cast(${Number(id)} as smallint), cast(${name} as text))`,
      ),
      sql`, `,
    )}) as role_names(id, name) on role_names.id = r.responsibility_id
    where r.meeting_id = meetings.id), '{}')`,
};

export async function findCalendarMeeting(db: Db, meetingId: string, locationId: string) {
  const [row] = await db
    .select(calendarColumns)
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.locationId, locationId)))
    .limit(1);
  return row;
}

export interface FeedWindow {
  from: Date;
  to: Date;
  limit: number;
}

/**
 * The meetings of the user's teams (admins too: a personal calendar, not the school's) that overlap the
 * window, earliest first, in one query.
 */
export function listTeamMeetingsOfUser(
  db: Db,
  user: { userId: string; locationId: string },
  window: FeedWindow,
): Promise<CalendarMeetingRow[]> {
  const ofUsersTeam = db
    .select({ one: sql`1` })
    .from(meetingTeams)
    .innerJoin(userTeams, eq(userTeams.teamId, meetingTeams.teamId))
    .where(and(eq(meetingTeams.meetingId, meetings.id), eq(userTeams.userId, user.userId)));
  return db
    .select(calendarColumns)
    .from(meetings)
    .where(
      and(
        eq(meetings.locationId, user.locationId),
        gte(meetings.endDateTime, window.from),
        lte(meetings.startDateTime, window.to),
        exists(ofUsersTeam),
      ),
    )
    .orderBy(asc(meetings.startDateTime), asc(meetings.id))
    .limit(window.limit);
}

export async function findFeedOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeedTokens.createdAt })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId))
    .limit(1);
  return row;
}

/** The owner of a feed token, if the token is known and its owner is still an active user. */
export async function findLiveFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ feedId: calendarFeedTokens.id, userId: users.id, locationId: users.locationId })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(and(eq(calendarFeedTokens.tokenHash, tokenHash), eq(users.active, true), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function touchFeed(db: Db, feedId: string): Promise<void> {
  await db
    .update(calendarFeedTokens)
    .set({ lastUsedAt: new Date() })
    .where(eq(calendarFeedTokens.id, feedId));
}

/** One feed per user: a new token replaces the old one, which stops working at once. */
export async function replaceFeed(db: Db, userId: string, tokenHash: string): Promise<void> {
  const values = { tokenHash, createdAt: new Date(), lastUsedAt: null };
  await db
    .insert(calendarFeedTokens)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: values });
}

export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}
