import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { UserType } from '@shared/constants';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';

/**
 * Raw SQL with aliases throughout: these lookups read several tables through exists subqueries, where
 * Drizzle's unqualified columns would be ambiguous.
 */

/** Whether the user is a live, active staffer or partner of the school and a member of the team. */
export async function isAssignableOnTeam(db: Db, userId: string, teamId: string, locationId: string) {
  const [row] = await selectRows(
    db,
    sql`select exists (
        select 1 from users u join user_teams m on m.user_id = u.id
        where u.id = ${userId} and u.location_id = ${locationId} and u.deleted_at is null and u.active
          and u.user_type_id <> ${UserType.Student} and m.team_id = ${teamId}
      ) as "ok"`,
    z.strictObject({ ok: z.boolean() }),
  );
  return row?.ok === true;
}

/** Whether the meeting is held by the team, and whether its minutes are finalised (locked). */
export async function findMeetingOfTeam(db: Db, meetingId: string, teamId: string) {
  const [row] = await selectRows(
    db,
    sql`select exists (select 1 from meeting_teams x where x.meeting_id = ${meetingId} and x.team_id = ${teamId}) as "ofTeam",
        exists (select 1 from meetings m where m.id = ${meetingId} and m.minutes_finalized_at is not null)
          as "minutesFinalized"`,
    z.strictObject({ ofTeam: z.boolean(), minutesFinalized: z.boolean() }),
  );
  return row!;
}

/** The meeting's teams the user belongs to, by name. */
export async function findMeetingTeamIdsOfUser(db: Db, meetingId: string, userId: string) {
  const rows = await selectRows(
    db,
    sql`select t.id as "teamId" from meeting_teams x
      join teams t on t.id = x.team_id
      join user_teams m on m.team_id = t.id and m.user_id = ${userId}
      where x.meeting_id = ${meetingId}
      order by t.sort_key, t.id`,
    z.strictObject({ teamId: z.string() }),
  );
  return rows.map((row) => row.teamId);
}

/** An agenda item of the school with the meeting its agenda belongs to; undefined when missing. */
export async function findAgendaItemMeeting(db: Db, agendaItemId: string, locationId: string) {
  const [row] = await selectRows(
    db,
    sql`select i.id as "agendaItemId", a.meeting_id as "meetingId"
      from agenda_items i join agendas a on a.id = i.agenda_id
      where i.id = ${agendaItemId} and i.location_id = ${locationId}`,
    z.strictObject({ agendaItemId: z.string(), meetingId: z.string() }),
  );
  return row;
}
