import {
  NOTICE_PAGE_SIZE,
  NotificationMessages,
  type MarkReadRequest,
  type NoticeListQuerySchema,
  type NoticePage,
  type NotificationPreferences,
  type SavePreferencesRequest,
  type SchoolNotificationDefaults,
} from '@shared/schemas/notifications';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { schoolDayOf } from '../../lib/school-time';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { findSchool } from '../school-calendar';
import { runDigest } from './digest-job';
import * as notices from './notice-repository';
import { canManageSchoolNotices } from './policy';
import * as preferences from './preferences-repository';
import { presentNotice, presentPreferences } from './presenter';

/** notification/getMine: the caller's notices, newest first, with how many are unread. */
export async function getMine(
  { db, auth }: ServiceContext,
  query: z.output<typeof NoticeListQuerySchema>,
): Promise<NoticePage> {
  const [rows, counts] = await Promise.all([
    notices.listNoticesOf(db, auth.userId, query.UnreadOnly, query.Page, NOTICE_PAGE_SIZE),
    notices.countNoticesOf(db, auth.userId),
  ]);
  const total = query.UnreadOnly ? counts.unread : counts.all;
  return { Items: rows.map(presentNotice), TotalCount: total, UnreadCount: counts.unread };
}

export async function getUnreadCount({ db, auth }: ServiceContext) {
  return { UnreadCount: await notices.countUnreadOf(db, auth.userId) };
}

/** notification/markRead: some of the caller's notices, or all; anyone else's ids change nothing. */
export async function markRead(ctx: ServiceContext, request: MarkReadRequest) {
  const { db, auth, clock } = ctx;
  await notices.markNoticesRead(db, auth.userId, 'All' in request ? 'all' : request.Ids, clock.now());
  return getUnreadCount(ctx);
}

export async function getPreferences({ db, auth }: ServiceContext): Promise<NotificationPreferences> {
  const [own, school] = await Promise.all([
    preferences.listOwnPreferences(db, auth.userId),
    preferences.listSchoolDefaults(db, auth.locationId),
  ]);
  return {
    Preferences: presentPreferences(own, school),
    AllowedEditSchoolDefaults: canManageSchoolNotices(auth),
  };
}

export async function savePreferences(ctx: ServiceContext, request: SavePreferencesRequest) {
  await preferences.saveOwnPreferences(ctx.db, ctx.auth.userId, request.Preferences);
  return getPreferences(ctx);
}

/** notification/getSchoolDefaults (admins). */
export async function getSchoolDefaults({ db, auth }: ServiceContext): Promise<SchoolNotificationDefaults> {
  return { Preferences: presentPreferences(await preferences.listSchoolDefaults(db, auth.locationId)) };
}

/** notification/saveSchoolDefaults (admins): members who never chose for a kind follow the new default. */
export async function saveSchoolDefaults(ctx: ServiceContext, request: SavePreferencesRequest) {
  await preferences.saveSchoolDefaults(ctx.db, ctx.auth.locationId, request.Preferences);
  return getSchoolDefaults(ctx);
}

/**
 * notification/sendDigestNow (admins): today's digest of the school, at once, also on a weekend or a
 * non-meeting day (an admin asked). People who had today's digest already get nothing more.
 */
export async function sendDigestNow(ctx: ServiceContext) {
  const { auth, clock } = ctx;
  const school = await findSchool(ctx.db, auth.locationId);
  if (!school) throw notFound();
  const now = clock.now();
  const day = schoolDayOf(now, school.timeZone);
  await withTransaction(ctx, (tx) =>
    runDigest(tx.db, { locationId: auth.locationId, day, force: true }, now),
  );
  return { Message: NotificationMessages.digestQueued };
}
