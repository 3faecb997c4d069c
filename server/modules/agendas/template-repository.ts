import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agendaItemFacilitators, agendaItems } from '../../db/schema';
import type { TemplateItemValues } from '../agenda-templates';
import { agendaItemOrder } from './repository';

interface School {
  districtId: string;
  locationId: string;
}

/** One agenda's new items: the template's, each with the person who facilitates it. */
export interface TemplateItemsOfAgenda {
  agendaId: string;
  items: (TemplateItemValues & { facilitatorId: string })[];
}

/**
 * Appends template items after each agenda's last item, with their facilitators: two statements whatever
 * the number of agendas and items. Run in a transaction that holds the agendas' locks. Returns the new
 * items' ids per agenda, in order.
 */
export async function insertTemplateItems(tx: Db, school: School, batches: TemplateItemsOfAgenda[]) {
  const rows = batches.flatMap((batch) =>
    batch.items.map((item, index) => ({ id: randomUUID(), agendaId: batch.agendaId, item, index })),
  );
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(agendaItems)
    .values(
      rows.map(({ id, agendaId, item, index }) => ({
        ...school,
        id,
        agendaId,
        title: item.title,
        description: item.description,
        itemTypeId: item.itemTypeId,
        timeInMinutes: item.timeInMinutes,
        orderId: sql`${agendaItemOrder.lastOrder(agendaId)} + ${index + 1}`,
      })),
    )
    .returning({ id: agendaItems.id, agendaId: agendaItems.agendaId, orderId: agendaItems.orderId });
  await tx
    .insert(agendaItemFacilitators)
    .values(rows.map(({ id, item }) => ({ ...school, agendaItemId: id, userId: item.facilitatorId })));
  return inserted;
}
