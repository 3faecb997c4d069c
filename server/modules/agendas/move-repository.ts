import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { agendaItemOrder, ensureAgenda } from './repository';

/**
 * Moves the items from the source agenda to the target meeting's agenda (created when the meeting has
 * none), after its last item and in their current order, and renumbers the source 1..n. An item carried
 * over from an earlier one the target already carries loses that link. Both agendas are
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
        updated_at = now(), version = i.version + 1,
        -- An agenda carries an earlier item once: a copy already there keeps the link, the moved one drops it.
        carried_from_item_id = case when exists (
            select 1 from agenda_items c
            where c.agenda_id = ${targetAgendaId} and c.carried_from_item_id = i.carried_from_item_id)
          then null else i.carried_from_item_id end
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
