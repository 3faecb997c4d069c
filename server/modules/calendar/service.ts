import type { FastifyInstance } from 'fastify';
import { feedTokenOf, type CalendarFeedStatus } from '@shared/schemas/calendar';
import { notFound } from '../../errors';
import { createToken, hashToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/auth';
import { assertNotImpersonating } from '../../plugins/session-guards';
import { loadViewableMeeting } from '../meetings';
import { calendarOf, icsFileName } from './ics';
import * as repo from './repository';

const DAY_MS = 86_400_000;
/** The feed's window and size: recent history and the year ahead, enough for any calendar app. */
const FEED_DAYS_BACK = 60;
const FEED_DAYS_AHEAD = 366;
const FEED_MAX_EVENTS = 1000;
const FEED_NAME = 'PLC Hub';

/** One meeting as an .ics file, for members of its teams and the school's admins. */
export async function meetingIcs(app: FastifyInstance, auth: AuthContext, meetingId: string) {
  await loadViewableMeeting(app.db, auth, meetingId);
  const meeting = await repo.findCalendarMeeting(app.db, meetingId, auth.locationId);
  if (!meeting) throw notFound();
  return { fileName: icsFileName(meeting.subject), body: calendarOf({ appUrl: app.env.APP_URL }, [meeting]) };
}

export async function feedStatus(app: FastifyInstance, auth: AuthContext): Promise<CalendarFeedStatus> {
  const feed = await repo.findFeedOfUser(app.db, auth.userId);
  return { IsEnabled: feed !== undefined, CreatedAt: feed?.createdAt.toISOString() ?? null };
}

/** A new secret feed address (the old one stops working); only its hash is stored, so it is shown once. */
export async function createFeed(app: FastifyInstance, auth: AuthContext) {
  assertNotImpersonating(auth);
  const { token, tokenHash } = createToken();
  await repo.replaceFeed(app.db, auth.userId, tokenHash);
  return { FeedUrl: `${app.env.APP_URL.replace(/\/+$/, '')}/api/v1/calendar/feed/${token}.ics` };
}

export async function revokeFeed(app: FastifyInstance, auth: AuthContext) {
  assertNotImpersonating(auth);
  await repo.deleteFeed(app.db, auth.userId);
  return feedStatus(app, auth);
}

/** The public feed: the token is the only credential; malformed and unknown tokens, inactive owners: 404. */
export async function feedIcs(app: FastifyInstance, file: string): Promise<string> {
  const token = feedTokenOf(file);
  const owner = token === null ? undefined : await repo.findLiveFeedOwner(app.db, hashToken(token));
  if (!owner) throw notFound();
  const now = Date.now();
  const meetings = await repo.listTeamMeetingsOfUser(app.db, owner, {
    from: new Date(now - FEED_DAYS_BACK * DAY_MS),
    to: new Date(now + FEED_DAYS_AHEAD * DAY_MS),
    limit: FEED_MAX_EVENTS,
  });
  await repo.touchFeed(app.db, owner.feedId);
  return calendarOf({ appUrl: app.env.APP_URL }, meetings, FEED_NAME);
}
