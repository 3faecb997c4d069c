import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { isoUtc } from '../meetings';

export const RoomItemRow = z.strictObject({
  agendaItemId: z.string(),
  outcomeVersion: z.number(),
  timerElapsedSeconds: z.number(),
  timerStartedAt: z.string().nullable(),
  tasks: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      dueDate: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      statusName: z.string(),
    }),
  ),
});
export type RoomItemRow = z.infer<typeof RoomItemRow>;

/** Every item's live part (outcome version, timer, tasks oldest first) in the agenda's order: one query. */
export function listRoomItems(db: Db, agendaId: string) {
  return selectRows(
    db,
    sql`select i.id as "agendaItemId", i.outcome_version as "outcomeVersion",
        i.timer_elapsed_seconds as "timerElapsedSeconds",
        case when i.timer_started_at is null then null else ${isoUtc(sql`i.timer_started_at`)} end as "timerStartedAt",
        coalesce((select json_agg(json_build_object('id', tk.id, 'title', tk.title,
            'dueDate', to_char(tk.due_date, 'YYYY-MM-DD'), 'firstName', u.first_name, 'lastName', u.last_name,
            'statusName', s.name) order by tk.created_at, tk.id)
          from tasks tk join users u on u.id = tk.assigned_to_user_id
          join task_statuses s on s.id = tk.task_status_id
          where tk.agenda_item_id = i.id), '[]'::json) as "tasks"
      from agenda_items i where i.agenda_id = ${agendaId}
      order by i.order_id, i.id`,
    RoomItemRow,
  );
}
