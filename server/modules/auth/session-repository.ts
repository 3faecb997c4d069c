import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { locations, sessions, users } from '../../db/schema';
import type { AuthPluginOptions, LiveSession, SessionLifetime } from '../../plugins/auth';

export interface NewSession {
  tokenHash: string;
  userId: string;
  districtId: string;
  locationId: string;
  ipAddress: string;
  userAgent: string | null;
  /** Set on an impersonation session: the super admin acting as userId. */
  impersonatorUserId?: string;
  /** A hard end whatever the activity, this many minutes from now on the database's clock. */
  expiresInMinutes?: number;
  /** When the person proved their password, for a session that carries on another's sign-in; else now. */
  signedInAt?: Date;
  /** The single sign-on provider that opened the session. */
  identityProviderId?: string;
}

export async function insertSession(db: Db, { expiresInMinutes, ...session }: NewSession): Promise<void> {
  await db.insert(sessions).values({
    ...session,
    // The database's clock, the one every expiry check reads.
    expiresAt:
      expiresInMinutes === undefined ? undefined : sql`now() + make_interval(mins => ${expiresInMinutes})`,
  });
}

const impersonators = alias(users, 'impersonators');

/**
 * The session behind a token, if it has been used in the last `idleMinutes`, was signed in less than
 * `absoluteDays` ago, has not reached its hard end and its user may still sign in. An impersonation session also needs its impersonator to still be a super
 * admin who could sign in: withdrawing the right ends the impersonation at the next request. One query for
 * every kind of session: the impersonator comes from a left join.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  lifetime: SessionLifetime,
): Promise<LiveSession | undefined> {
  const [row] = await liveSessionStatement(db).execute({ tokenHash, ...lifetime });
  if (!row) return undefined;
  const { expiresAt, impersonator, ...session } = row;
  // The query admits an impersonation session only with its hard end.
  return { ...session, impersonator: impersonator && expiresAt ? { ...impersonator, expiresAt } : null };
}

const liveSessionStatement = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      signedInAt: sessions.signedInAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      districtId: sessions.districtId,
      locationId: sessions.locationId,
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
      // Null as a whole for a session without an impersonator (left join).
      impersonator: {
        userId: impersonators.id,
        firstName: impersonators.firstName,
        lastName: impersonators.lastName,
        districtId: impersonators.districtId,
        locationId: impersonators.locationId,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(locations, eq(locations.id, sessions.locationId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorUserId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`),
        gt(sessions.signedInAt, sql`now() - make_interval(days => ${sql.placeholder('absoluteDays')})`),
        or(isNull(sessions.expiresAt), gt(sessions.expiresAt, sql`now()`)),
        eq(users.active, true),
        isNotNull(users.passwordHash),
        or(
          isNull(sessions.impersonatorUserId),
          and(
            isNotNull(sessions.expiresAt),
            // Someone promoted to super admin meanwhile is no longer someone a super admin may act as.
            eq(users.isSuperAdmin, false),
            eq(impersonators.isSuperAdmin, true),
            eq(impersonators.active, true),
            isNull(impersonators.deletedAt),
            isNotNull(impersonators.passwordHash),
          ),
        ),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
);

/** Whether the session's sign-in was less than `minutes` ago, on the database's clock. */
export async function isSignedInWithin(db: Db, sessionId: string, minutes: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.signedInAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends one session; false when it was already gone (a second start or stop racing the first). */
export async function deleteSessionById(db: Db, sessionId: string): Promise<boolean> {
  const deleted = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
  return deleted.length > 0;
}

/**
 * Ends every session of a user, or every one but `keepSessionId`: those signed in as them and the
 * impersonations they are running, so a changed password or withdrawn access leaves no way in behind.
 */
export async function deleteSessionsOfUser(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.impersonatorUserId, userId)),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** The auth plugin's side of sessions: find the live one behind a token, mark it used. */
export const sessionStore: AuthPluginOptions['sessions'] = { findLive: findLiveSession, touch: touchSession };
