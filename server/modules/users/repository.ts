import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

export async function findUserFullName(db: Db, userId: string, locationId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.locationId, locationId)))
    .limit(1);
  return row;
}
