import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';

/** Whether the user is a live (not deleted) person of the school. */
export async function isLivePersonOfSchool(db: Db, userId: string, locationId: string): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select u.id as "id" from users u
      where u.id = ${userId} and u.location_id = ${locationId} and u.deleted_at is null`,
    z.strictObject({ id: z.string() }),
  );
  return rows.length > 0;
}

/** The ids of the school's teams the user belongs to. */
export async function findTeamIdsOfUser(db: Db, userId: string, locationId: string): Promise<string[]> {
  const rows = await selectRows(
    db,
    sql`select t.id as "teamId" from teams t join user_teams ut on ut.team_id = t.id
      where ut.user_id = ${userId} and t.location_id = ${locationId}
      order by t.sort_key collate "C", t.id`,
    z.strictObject({ teamId: z.string() }),
  );
  return rows.map((row) => row.teamId);
}
