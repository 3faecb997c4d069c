import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { teams } from '../../db/schema';

export function listTeamsOfLocation(db: Db, locationId: string) {
  return db
    .select({ Id: teams.id, Name: teams.name })
    .from(teams)
    .where(eq(teams.locationId, locationId))
    .orderBy(asc(teams.sortKey), asc(teams.id));
}
