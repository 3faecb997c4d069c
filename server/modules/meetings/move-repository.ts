import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { isTeamLead } from '../../db/membership-sql';
import { isoUtc } from './repository';

/**
 * Upcoming meetings (not yet ended at `now`) of the school that share a team with `sourceId` and that the
 * caller manages, other than `sourceId`, by start: every such meeting for admins, those of teams the
 * caller leads for others. One query.
 */
export function listMoveTargets(
  db: Db,
  locationId: string,
  callerId: string,
  everyMeeting: boolean,
  sourceId: string,
  now: Date,
) {
  const managed = everyMeeting
    ? sql``
    : sql`and exists (select 1 from meeting_teams x where x.meeting_id = m.id and ${isTeamLead(sql`x.team_id`, callerId)})`;
  return selectRows(
    db,
    sql`select m.id, m.subject, ${isoUtc(sql`m.start_date_time`)} as "startDateTime"
      from meetings m
      where m.location_id = ${locationId} and m.id <> ${sourceId}
        and m.end_date_time >= cast(${now.toISOString()} as timestamptz)
        and exists (select 1 from meeting_teams tt join meeting_teams st on st.team_id = tt.team_id
                    where tt.meeting_id = m.id and st.meeting_id = ${sourceId}) ${managed}
      order by m.start_date_time, m.id`,
    z.strictObject({
      id: z.string(),
      subject: z.string(),
      startDateTime: z.string(),
    }),
  );
}
