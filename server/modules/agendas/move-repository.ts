import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { agendaItemOrder, ensureAgenda } from './repository';

/**
 * Moves the items from the source agenda to the target meeting's agenda (created when the meeting has
 * none), after its last item and in their current order, and renumbers the source 1..n. Both agendas are
 * locked first (in id order), so a concurrent reorder or move waits. Only items still on the source agenda
 * move; returns how many did (the caller compares). Run inside the caller's transaction.
 */
export async function moveAgendaItems(
  tx: Db,
  school: { districtId: string; locationId: string },
  itemIds: string[],
  sourceAgendaId: string,
  targetMeetingId: string,
): Promise<number> {
  const targetAgendaId = await ensureAgenda(tx, school, targetMeetingId);
  await agendaItemOrder.lock(tx, [sourceAgendaId, targetAgendaId]);
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const moved = await selectRows(
    tx,
    sql`update agenda_items i set agenda_id = ${targetAgendaId}, order_id = moved.new_order,
        updated_at = now(), version = i.version + 1
      from (
        select s.id, ${agendaItemOrder.lastOrder(targetAgendaId)}
               + cast(row_number() over (order by s.order_id, s.id) as integer) as new_order
        from agenda_items s where s.id in (${ids}) and s.agenda_id = ${sourceAgendaId}
      ) moved
      where i.id = moved.id and i.agenda_id = ${sourceAgendaId}
      returning i.id`,
    z.strictObject({ id: z.string() }),
  );
  await agendaItemOrder.renumber(tx, sourceAgendaId);
  return moved.length;
}
