import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { canSignIn } from '../auth';
import { isLiveUser } from '../users';

/** A live user of the school, with what the impersonation rules need; deleted users are not found. */
export async function findImpersonationTarget(db: Db, userId: string, locationId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      districtId: users.districtId,
      locationId: users.locationId,
      isSuperAdmin: users.isSuperAdmin,
      canSignIn: sql<boolean>`${canSignIn}`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.locationId, locationId), isLiveUser))
    .limit(1);
  return row;
}
