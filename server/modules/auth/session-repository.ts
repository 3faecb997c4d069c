import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { locations, sessions, users } from '../../db/schema';

export interface NewSession {
  tokenHash: string;
  userId: string;
  districtId: string;
  locationId: string;
  ipAddress: string;
  userAgent: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session behind a token, if it has been used since `idleCutoff` and its user may still sign in. */
export async function findLiveSession(db: Db, tokenHash: string, idleCutoff: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      impersonatorUserId: sessions.impersonatorUserId,
      userId: users.id,
      districtId: sessions.districtId,
      locationId: sessions.locationId,
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(locations, eq(locations.id, sessions.locationId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.lastSeenAt, idleCutoff),
        eq(users.active, true),
        sql`${users.passwordHash} is not null`,
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteSessionsOfUser(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}
