import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agendaItemTypes } from '../../db/schema';

// Written out in full: inside a select list Drizzle drops the table names, and "id" would then mean
// agenda_items.id in the subquery.
const inUse = sql<boolean>`(exists (select 1 from agenda_items as used where used.item_type_id = agenda_item_types.id)
  or exists (select 1 from agenda_template_items as kept where kept.item_type_id = agenda_item_types.id))`;

const typeColumns = {
  id: agendaItemTypes.id,
  name: agendaItemTypes.name,
  displayName: agendaItemTypes.displayName,
  inUse,
};
export type AgendaItemTypeRow = { id: string; name: string; displayName: string; inUse: boolean };

/** The school's types by abbreviation, each with whether an agenda item uses it (one query). */
export function listTypesOfLocation(db: Db, locationId: string): Promise<AgendaItemTypeRow[]> {
  return db
    .select(typeColumns)
    .from(agendaItemTypes)
    .where(eq(agendaItemTypes.locationId, locationId))
    .orderBy(asc(agendaItemTypes.displayName), asc(agendaItemTypes.name), asc(agendaItemTypes.id));
}

export async function findType(db: Db, typeId: string, locationId: string) {
  const [row] = await db
    .select(typeColumns)
    .from(agendaItemTypes)
    .where(and(eq(agendaItemTypes.id, typeId), eq(agendaItemTypes.locationId, locationId)))
    .limit(1);
  return row;
}

export async function insertType(
  db: Db,
  scope: { districtId: string; locationId: string },
  values: { name: string; displayName: string },
): Promise<AgendaItemTypeRow> {
  const [row] = await db
    .insert(agendaItemTypes)
    .values({ ...scope, ...values })
    .returning({
      id: agendaItemTypes.id,
      name: agendaItemTypes.name,
      displayName: agendaItemTypes.displayName,
    });
  return { ...row!, inUse: false };
}

export async function updateType(
  db: Db,
  typeId: string,
  locationId: string,
  values: { name: string; displayName: string },
): Promise<AgendaItemTypeRow | undefined> {
  const [row] = await db
    .update(agendaItemTypes)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${agendaItemTypes.version} + 1` })
    .where(and(eq(agendaItemTypes.id, typeId), eq(agendaItemTypes.locationId, locationId)))
    .returning(typeColumns);
  return row;
}

/** Deletes a type no agenda item uses; answers whether a row went. */
export async function deleteUnusedType(db: Db, typeId: string, locationId: string): Promise<boolean> {
  const rows = await db
    .delete(agendaItemTypes)
    .where(and(eq(agendaItemTypes.id, typeId), eq(agendaItemTypes.locationId, locationId), sql`not ${inUse}`))
    .returning({ id: agendaItemTypes.id });
  return rows.length > 0;
}

/** How many of `typeIds` are types of the school (a template's items must use the school's). */
export async function countTypesOfLocation(db: Db, typeIds: string[], locationId: string): Promise<number> {
  if (typeIds.length === 0) return 0;
  const rows = await db
    .select({ id: agendaItemTypes.id })
    .from(agendaItemTypes)
    .where(and(inArray(agendaItemTypes.id, typeIds), eq(agendaItemTypes.locationId, locationId)));
  return rows.length;
}
