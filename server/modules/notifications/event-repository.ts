import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TeamRole } from '@shared/constants';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';

/** "First Last" of a person, or empty when there is none. */
export async function personName(db: Db, userId: string): Promise<string> {
  const [row] = await selectRows(
    db,
    sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
    z.strictObject({ name: z.string() }),
  );
  return row?.name ?? '';
}

export async function teamName(db: Db, teamId: string): Promise<string> {
  const [row] = await selectRows(
    db,
    sql`select name from teams where id = ${teamId}`,
    z.strictObject({ name: z.string() }),
  );
  return row?.name ?? '';
}

const MemberRow = z.strictObject({ user_id: z.string() });

/** The members (or only the leads) of the given teams today, without `exceptUserId`. */
export async function memberIdsOfTeams(
  db: Db,
  teams: SqlTeams,
  exceptUserId: string | null,
  leadsOnly = false,
): Promise<string[]> {
  const rows = await selectRows(
    db,
    sql`select distinct m.user_id from user_teams m
      where m.team_id in (${teams})
        and (${exceptUserId}::uuid is null or m.user_id <> ${exceptUserId}::uuid)
        and (not ${leadsOnly} or exists (select 1 from user_team_roles r where r.user_team_id = m.id
          and r.role_id = ${TeamRole.TeamLead}))`,
    MemberRow,
  );
  return rows.map((row) => row.user_id);
}

/** A subquery of team ids, for memberIdsOfTeams. */
type SqlTeams = ReturnType<typeof sql>;
export const teamsOfGoal = (goalId: string): SqlTeams =>
  sql`select team_id from goal_teams where goal_id = ${goalId}`;
export const teamsOfMeeting = (meetingId: string): SqlTeams =>
  sql`select team_id from meeting_teams where meeting_id = ${meetingId}`;

export async function goalTitle(db: Db, goalId: string): Promise<string | undefined> {
  const [row] = await selectRows(
    db,
    sql`select title from goals where id = ${goalId}`,
    z.strictObject({ title: z.string() }),
  );
  return row?.title;
}

export async function meetingSubject(db: Db, meetingId: string): Promise<string | undefined> {
  const [row] = await selectRows(
    db,
    sql`select subject from meetings where id = ${meetingId}`,
    z.strictObject({ subject: z.string() }),
  );
  return row?.subject;
}

/**
 * A student note's author, when they may still read it: an admin of the student's school, or a member of a
 * team that holds the student (student-notes/policy.ts); nothing otherwise.
 */
export async function noteAuthorWhoMayRead(db: Db, noteId: string) {
  const [row] = await selectRows(
    db,
    sql`select n.created_by_user_id as author_id, n.team_id from user_notes n
      join users student on student.id = n.user_id
      join users author on author.id = n.created_by_user_id
      where n.id = ${noteId}
        and ((author.is_admin and author.location_id = student.location_id)
          or exists (select 1 from user_teams a join user_teams s on s.team_id = a.team_id
            where a.user_id = author.id and s.user_id = student.id))`,
    z.strictObject({ author_id: z.string(), team_id: z.string().nullable() }),
  );
  return row;
}
