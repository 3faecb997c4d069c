import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { GoalScope } from '@shared/constants';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';

const TeamGoalExportRow = z.strictObject({
  team_name: z.string(),
  /** Today on the school's clock, for the file name. */
  today: z.string(),
  id: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  target_date: z.string().nullable(),
  goal_status_id: z.number().nullable(),
  completed_day: z.string().nullable(),
});
export type TeamGoalExportRow = z.output<typeof TeamGoalExportRow>;

/**
 * Every goal of a team of the school, by title (natural order), the completion as the school's day: one
 * statement. The team's row comes back once without a goal when it has none.
 */
export function listTeamGoalsForExport(db: Db, teamId: string, locationId: string, now: Date) {
  return selectRows(
    db,
    sql`select tm.name as team_name,
        to_char((${now.toISOString()}::timestamptz at time zone l.time_zone)::date, 'YYYY-MM-DD') as today,
        g.id::text as id, g.title, g.description, to_char(g.target_date, 'YYYY-MM-DD') as target_date,
        g.goal_status_id::int as goal_status_id,
        to_char((g.completed_at at time zone l.time_zone)::date, 'YYYY-MM-DD') as completed_day
      from teams tm
        join locations l on l.id = tm.location_id
        left join (goal_teams gt join goals g on g.id = gt.goal_id and g.scope = ${GoalScope.Team})
          on gt.team_id = tm.id
      where tm.id = ${teamId} and tm.location_id = ${locationId}
      order by g.sort_key, g.id`,
    TeamGoalExportRow,
  );
}
