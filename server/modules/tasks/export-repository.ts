import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';

const TeamTaskExportRow = z.strictObject({
  team_name: z.string(),
  /** Today on the school's clock, for the file name. */
  today: z.string(),
  id: z.string().nullable(),
  title: z.string().nullable(),
  assignee_first_name: z.string().nullable(),
  assignee_last_name: z.string().nullable(),
  due_date: z.string().nullable(),
  task_status_id: z.number().nullable(),
  completed_day: z.string().nullable(),
  goal_title: z.string().nullable(),
  meeting_subject: z.string().nullable(),
  meeting_day: z.string().nullable(),
});
export type TeamTaskExportRow = z.output<typeof TeamTaskExportRow>;

/**
 * Every task of a team of the school, newest assigned first, with its assignee, goal and meeting, dates on
 * the school's clock: one statement. The team's row comes back once without a task when it has none.
 */
export function listTeamTasksForExport(db: Db, teamId: string, locationId: string, now: Date) {
  return selectRows(
    db,
    sql`select tm.name as team_name,
        to_char((${now.toISOString()}::timestamptz at time zone l.time_zone)::date, 'YYYY-MM-DD') as today,
        t.id::text as id, t.title, u.first_name as assignee_first_name, u.last_name as assignee_last_name,
        to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.task_status_id::int as task_status_id,
        to_char((t.completed_at at time zone l.time_zone)::date, 'YYYY-MM-DD') as completed_day,
        g.title as goal_title, m.subject as meeting_subject,
        to_char((m.start_date_time at time zone l.time_zone)::date, 'YYYY-MM-DD') as meeting_day
      from teams tm
        join locations l on l.id = tm.location_id
        left join tasks t on t.team_id = tm.id and t.location_id = tm.location_id
        left join users u on u.id = t.assigned_to_user_id
        left join goals g on g.id = t.goal_id
        left join meetings m on m.id = t.meeting_id
      where tm.id = ${teamId} and tm.location_id = ${locationId}
      order by t.date_assigned desc, lower(t.title), t.id`,
    TeamTaskExportRow,
  );
}
