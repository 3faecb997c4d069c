import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** A seeded person by e-mail, with their district and school, for the API tests (not a test). */
export async function userOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, districtId: users.districtId, locationId: users.locationId })
    .from(users)
    .where(eq(users.emailAddress, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}
