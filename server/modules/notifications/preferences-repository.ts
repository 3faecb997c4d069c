import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NoticeKind, NoticePreference } from '@shared/schemas/notifications';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { effectivePreference } from './preference-sql';
import { noticePreferences, schoolNoticeDefaults } from '../../db/schema';

export interface PreferenceRow {
  kind: string;
  email: boolean;
  inApp: boolean;
  delivery: string;
}

const preferenceColumns = (table: typeof noticePreferences | typeof schoolNoticeDefaults) => ({
  kind: table.kind,
  email: table.email,
  inApp: table.inApp,
  delivery: table.delivery,
});

export function listOwnPreferences(db: Db, userId: string): Promise<PreferenceRow[]> {
  return db
    .select(preferenceColumns(noticePreferences))
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
}

export function listSchoolDefaults(db: Db, locationId: string): Promise<PreferenceRow[]> {
  return db
    .select(preferenceColumns(schoolNoticeDefaults))
    .from(schoolNoticeDefaults)
    .where(eq(schoolNoticeDefaults.locationId, locationId));
}

const rowOf = (preference: NoticePreference) => ({
  kind: preference.Kind,
  email: preference.Email,
  inApp: preference.InApp,
  delivery: preference.Delivery,
});

const replaceChoice = {
  email: sql.raw('excluded.email'),
  inApp: sql.raw('excluded.in_app'),
  delivery: sql.raw('excluded.delivery'),
};

export async function saveOwnPreferences(db: Db, userId: string, preferences: readonly NoticePreference[]) {
  if (preferences.length === 0) return;
  await db
    .insert(noticePreferences)
    .values(preferences.map((p) => ({ userId, ...rowOf(p) })))
    .onConflictDoUpdate({ target: [noticePreferences.userId, noticePreferences.kind], set: replaceChoice });
}

export async function saveSchoolDefaults(
  db: Db,
  locationId: string,
  preferences: readonly NoticePreference[],
) {
  if (preferences.length === 0) return;
  await db
    .insert(schoolNoticeDefaults)
    .values(preferences.map((p) => ({ locationId, ...rowOf(p) })))
    .onConflictDoUpdate({
      target: [schoolNoticeDefaults.locationId, schoolNoticeDefaults.kind],
      set: replaceChoice,
    });
}

/**
 * Turns one kind's e-mail off for a person (the unsubscribe link), keeping the rest of their choice for
 * it: their own row, else their school's default, else on in the app, at once.
 */
export async function turnEmailOff(db: Db, userId: string, kind: NoticeKind): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`insert into notice_preferences (user_id, kind, email, in_app, delivery)
    select u.id, ${kind}, false, coalesce(school.in_app, true), coalesce(school.delivery, 'immediate')
    from users u left join school_notice_defaults school on school.location_id = u.location_id
      and school.kind = ${kind}
    where u.id = ${userId}
    on conflict (user_id, kind) do update set email = false
    returning user_id`,
    z.strictObject({ user_id: z.string() }),
  );
  return rows.length === 1;
}

/** Those of `userIds` whose choice for `kind` is e-mail on. */
export async function idsWantingEmail(
  db: Db,
  kind: NoticeKind,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const pref = effectivePreference(kind);
  const rows = await selectRows(
    db,
    sql`select u.id from users u ${pref.joins}
      where u.id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${pref.email}`,
    z.strictObject({ id: z.string() }),
  );
  return new Set(rows.map((row) => row.id));
}
