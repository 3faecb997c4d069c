import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** A live user of the school, with what the impersonation rules need; deleted users are not found. */
export async function findImpersonationTarget(db: Db, userId: string, locationId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      districtId: users.districtId,
      locationId: users.locationId,
      isSuperAdmin: users.isSuperAdmin,
      canSignIn: sql<boolean>`${users.active} and ${users.passwordHash} is not null`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.locationId, locationId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The school a user belongs to, where their own sessions open. */
export async function findHomeSchool(db: Db, userId: string) {
  const [row] = await db
    .select({ districtId: users.districtId, locationId: users.locationId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
