import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { isTeamLead } from '../../db/membership-sql';

/**
 * The school's teams the caller manages, by name: every team (admins) or the teams the caller leads.
 * The team choices of the goal and meeting forms, exactly the teams their saves accept.
 */
export function listManagedTeams(db: Db, locationId: string, callerId: string, everyTeam: boolean) {
  return selectRows(
    db,
    sql`select t.id, t.name from teams t
      where t.location_id = ${locationId} ${everyTeam ? sql`` : sql`and ${isTeamLead(sql`t.id`, callerId)}`}
      order by t.sort_key, t.id`,
    z.strictObject({ id: z.string(), name: z.string() }),
  );
}
