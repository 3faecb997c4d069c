import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';

/** A task of the caller's school with the people and team that decide who may see it. */
export interface TaskForOptions {
  id: string;
  teamId: string | null;
  meetingId: string | null;
  assignedToUserId: string;
  assignedByUserId: string | null;
  callerIsTeamMember: boolean;
}

/**
 * The task if it belongs to the school. Raw SQL with aliases: Drizzle leaves columns unqualified in a
 * select without joins, which inside the membership subquery would mean the membership's own team_id.
 */
export async function findTaskForOptions(
  db: Db,
  taskId: string,
  locationId: string,
  callerId: string,
): Promise<TaskForOptions | undefined> {
  const [row] = await selectRows<TaskForOptions>(
    db,
    sql`select tk.id as "id", tk.team_id as "teamId", tk.meeting_id as "meetingId",
        tk.assigned_to_user_id as "assignedToUserId", tk.assigned_by_user_id as "assignedByUserId",
        exists (select 1 from user_teams m where m.team_id = tk.team_id and m.user_id = ${callerId})
          as "callerIsTeamMember"
      from tasks tk where tk.id = ${taskId} and tk.location_id = ${locationId}`,
  );
  return row;
}

/** A meeting of the caller's school and whether the caller belongs to one of its teams. */
export interface MeetingForOptions {
  id: string;
  callerIsMember: boolean;
}

export async function findMeetingForOptions(
  db: Db,
  meetingId: string,
  locationId: string,
  callerId: string,
): Promise<MeetingForOptions | undefined> {
  const [row] = await selectRows<MeetingForOptions>(
    db,
    sql`select m.id as "id",
        exists (select 1 from meeting_teams mt join user_teams ut on ut.team_id = mt.team_id
                where mt.meeting_id = m.id and ut.user_id = ${callerId}) as "callerIsMember"
      from meetings m where m.id = ${meetingId} and m.location_id = ${locationId}`,
  );
  return row;
}

/** Whether the user is a live (not deleted) person of the school. */
export async function isLivePersonOfSchool(db: Db, userId: string, locationId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select u.id as "id" from users u
      where u.id = ${userId} and u.location_id = ${locationId} and u.deleted_at is null`,
  );
  return rows.length > 0;
}

/** The ids of the school's teams the user belongs to. */
export async function findTeamIdsOfUser(db: Db, userId: string, locationId: string): Promise<string[]> {
  const rows = await selectRows<{ teamId: string }>(
    db,
    sql`select t.id as "teamId" from teams t join user_teams ut on ut.team_id = t.id
      where ut.user_id = ${userId} and t.location_id = ${locationId}
      order by t.sort_key collate "C", t.id`,
  );
  return rows.map((row) => row.teamId);
}
