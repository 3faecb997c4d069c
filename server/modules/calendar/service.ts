import { feedTokenOf, type CalendarFeedStatus } from '@shared/schemas/calendar';
import { notFound } from '../../errors';
import { createToken, hashToken } from '../../lib/tokens';
import type { AppContext, ServiceContext } from '../../plugins/service-context';
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
export async function meetingIcs(ctx: ServiceContext, meetingId: string) {
  await loadViewableMeeting(ctx.db, ctx.auth, meetingId);
  const meeting = await repo.findCalendarMeeting(ctx.db, meetingId, ctx.auth.locationId);
  if (!meeting) throw notFound();
  return { fileName: icsFileName(meeting.subject), body: calendarOf({ appUrl: ctx.env.APP_URL }, [meeting]) };
}

export async function feedStatus(ctx: ServiceContext): Promise<CalendarFeedStatus> {
  const feed = await repo.findFeedOfUser(ctx.db, ctx.auth.userId);
  return { IsEnabled: feed !== undefined, CreatedAt: feed?.createdAt.toISOString() ?? null };
}

/** A new secret feed address (the old one stops working); only its hash is stored, so it is shown once. */
export async function createFeed(ctx: ServiceContext) {
  assertNotImpersonating(ctx.auth);
  const { token, tokenHash } = createToken();
  await repo.replaceFeed(ctx.db, ctx.auth.userId, tokenHash);
  return { FeedUrl: `${ctx.env.APP_URL.replace(/\/+$/, '')}/api/v1/calendar/feed/${token}.ics` };
}

export async function revokeFeed(ctx: ServiceContext) {
  assertNotImpersonating(ctx.auth);
  await repo.deleteFeed(ctx.db, ctx.auth.userId);
  return feedStatus(ctx);
}

/** The public feed: the token is the only credential; malformed and unknown tokens, inactive owners: 404. */
export async function feedIcs(ctx: AppContext, file: string): Promise<string> {
  const token = feedTokenOf(file);
  const owner = token === null ? undefined : await repo.findLiveFeedOwner(ctx.db, hashToken(token));
  if (!owner) throw notFound();
  const now = Date.now();
  const meetings = await repo.listTeamMeetingsOfUser(ctx.db, owner, {
    from: new Date(now - FEED_DAYS_BACK * DAY_MS),
    to: new Date(now + FEED_DAYS_AHEAD * DAY_MS),
    limit: FEED_MAX_EVENTS,
  });
  await repo.touchFeed(ctx.db, owner.feedId);
  return calendarOf({ appUrl: ctx.env.APP_URL }, meetings, FEED_NAME);
}
