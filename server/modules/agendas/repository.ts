import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MeetingResponsibility } from '@shared/constants';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { agendaItemFacilitators, agendaItems, agendas, meetingTeams } from '../../db/schema';

/** How findMeetingAccessWhere picks the meeting (`mt` the meeting, `ag` its agenda). */
export const meetingWhere = {
  id: (meetingId: string) => sql`mt.id = ${meetingId}`,
  agendaId: (agendaId: string) => sql`ag.id = ${agendaId}`,
  itemId: (itemId: string) =>
    sql`exists (select 1 from agenda_items i where i.agenda_id = ag.id and i.id = ${itemId})`,
};

export interface FacilitatorRow {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
}

export interface AgendaItemRow {
  id: string;
  agendaId: string;
  title: string;
  description: string;
  itemTypeId: string;
  typeDisplayName: string;
  typeName: string;
  orderId: number;
  timeInMinutes: number;
  outcome: string;
  facilitators: FacilitatorRow[];
}

export interface AgendaHeaderRow {
  location: string;
  zoomJoinLink: string | null;
  noteTakerFirstName: string | null;
  noteTakerLastName: string | null;
  /** The meeting's teams, by name; the first is the one the agenda names. */
  teamIds: string[];
  items: AgendaItemRow[];
}

/** An item's columns as JSON, with its type and its facilitators (by last, first name); `i` is the item. */
const itemJson = sql`json_build_object(
  'id', i.id, 'agendaId', i.agenda_id, 'title', i.title, 'description', i.description,
  'itemTypeId', i.item_type_id, 'typeDisplayName', ty.display_name, 'typeName', ty.name,
  'orderId', i.order_id, 'timeInMinutes', i.time_in_minutes, 'outcome', i.outcome,
  'facilitators', coalesce((
    select json_agg(json_build_object('id', f.id, 'userId', f.user_id, 'firstName', u.first_name,
                                      'lastName', u.last_name) order by u.last_name, u.first_name, u.id)
    from agenda_item_facilitators f join users u on u.id = f.user_id
    where f.agenda_item_id = i.id), '[]'::json))`;

/**
 * The agenda's meeting header (room, join link, note taker, teams) and every item with its type and
 * facilitators, in one query whatever the number of items.
 */
export async function findAgendaView(db: Db, meetingId: string, agendaId: string, locationId: string) {
  const [row] = await selectRows<AgendaHeaderRow>(
    db,
    sql`select m.location as "location", m.zoom_join_link as "zoomJoinLink",
        nt.first_name as "noteTakerFirstName", nt.last_name as "noteTakerLastName",
        coalesce((select json_agg(mt.team_id order by t.sort_key collate "C", t.id)
                  from meeting_teams mt join teams t on t.id = mt.team_id where mt.meeting_id = m.id),
                 '[]'::json) as "teamIds",
        coalesce((select json_agg(${itemJson} order by i.order_id, i.id)
                  from agenda_items i join agenda_item_types ty on ty.id = i.item_type_id
                  where i.agenda_id = ${agendaId}), '[]'::json) as "items"
      from meetings m
      left join lateral (
        select u.first_name, u.last_name from meeting_responsibilities r join users u on u.id = r.user_id
        where r.meeting_id = m.id and r.responsibility_id = ${MeetingResponsibility.NoteTaker}
        order by u.last_name, u.first_name limit 1
      ) nt on true
      where m.id = ${meetingId} and m.location_id = ${locationId}`,
  );
  return row;
}

/** Gives a meeting its agenda row when it has none yet (meetings created before agendas were); returns its id. */
export async function ensureAgenda(
  db: Db,
  school: { districtId: string; locationId: string },
  meetingId: string,
) {
  await db
    .insert(agendas)
    .values({ ...school, meetingId })
    .onConflictDoNothing({ target: agendas.meetingId });
  const [row] = await db.select({ id: agendas.id }).from(agendas).where(eq(agendas.meetingId, meetingId));
  return row!.id;
}

/** The teams of a meeting (their members are the agenda's people). */
export async function listTeamIdsOfMeeting(db: Db, meetingId: string): Promise<string[]> {
  const rows = await db
    .select({ teamId: meetingTeams.teamId })
    .from(meetingTeams)
    .where(eq(meetingTeams.meetingId, meetingId));
  return rows.map((row) => row.teamId);
}

/** One item of the school with its type and facilitators. */
export async function findAgendaItem(db: Db, itemId: string, locationId: string) {
  const [row] = await selectRows<{ item: AgendaItemRow }>(
    db,
    sql`select ${itemJson} as "item"
      from agenda_items i join agenda_item_types ty on ty.id = i.item_type_id
      where i.id = ${itemId} and i.location_id = ${locationId}`,
  );
  return row?.item;
}

export async function markAgendaPosted(db: Db, agendaId: string, userId: string): Promise<void> {
  await db
    .update(agendas)
    .set({ hasAgendaPosted: true, postedAt: sql`now()`, postedByUserId: userId })
    .where(eq(agendas.id, agendaId));
}

/** Serialises changes to one agenda's order: the agenda row stays locked until the transaction ends. */
export async function lockAgenda(db: Db, agendaId: string): Promise<void> {
  await db.select({ id: agendas.id }).from(agendas).where(eq(agendas.id, agendaId)).for('update');
}

export interface ItemValues {
  title: string;
  description: string;
  itemTypeId: string;
  timeInMinutes: number;
}

/** Adds an item after the agenda's last one; returns its id. */
export async function insertItemLast(
  db: Db,
  school: { districtId: string; locationId: string },
  agendaId: string,
  values: ItemValues,
): Promise<string> {
  const [row] = await db
    .insert(agendaItems)
    .values({
      ...school,
      ...values,
      agendaId,
      orderId: sql`(select coalesce(max(${agendaItems.orderId}), 0) + 1 from ${agendaItems} where ${agendaItems.agendaId} = ${agendaId})`,
    })
    .returning({ id: agendaItems.id });
  return row!.id;
}

export async function updateItem(db: Db, itemId: string, values: ItemValues): Promise<void> {
  await db
    .update(agendaItems)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${agendaItems.version} + 1` })
    .where(eq(agendaItems.id, itemId));
}

/** Replaces an item's facilitators with the given people. */
export async function replaceFacilitators(
  db: Db,
  school: { districtId: string; locationId: string },
  itemId: string,
  userIds: string[],
): Promise<void> {
  await db.delete(agendaItemFacilitators).where(eq(agendaItemFacilitators.agendaItemId, itemId));
  await db
    .insert(agendaItemFacilitators)
    .values(userIds.map((userId) => ({ ...school, agendaItemId: itemId, userId })));
}

export async function deleteItem(db: Db, itemId: string): Promise<void> {
  await db.delete(agendaItems).where(eq(agendaItems.id, itemId));
}

/** The agendas the given items belong to (of the school), with how many of the items each holds. */
export function findAgendasOfItems(db: Db, itemIds: string[], locationId: string) {
  return db
    .select({ agendaId: agendaItems.agendaId, items: sql<number>`cast(count(*) as integer)` })
    .from(agendaItems)
    .where(and(inArray(agendaItems.id, itemIds), eq(agendaItems.locationId, locationId)))
    .groupBy(agendaItems.agendaId);
}

/** Sets the given order ids in one statement. */
export async function setOrderIds(db: Db, items: { itemId: string; orderId: number }[]): Promise<void> {
  const cases = sql.join(
    items.map((item) => sql`when ${item.itemId}::uuid then ${item.orderId}::integer`),
    sql` `,
  );
  await db
    .update(agendaItems)
    .set({ orderId: sql`case ${agendaItems.id} ${cases} end`, updatedAt: sql`now()` })
    .where(
      inArray(
        agendaItems.id,
        items.map((item) => item.itemId),
      ),
    );
}

/** Renumbers an agenda's items 1..n in their current order, removing gaps and ties. */
export async function renumberItems(db: Db, agendaId: string): Promise<void> {
  await db.execute(sql`
    update ${agendaItems} set order_id = ranked.position
    from (
      select id, row_number() over (order by order_id, id)::integer as position
      from ${agendaItems} where agenda_id = ${agendaId}
    ) as ranked
    where ${agendaItems.id} = ranked.id and ${agendaItems.orderId} <> ranked.position`);
}

/** An agenda's items in order. */
export function listItemOrder(db: Db, agendaId: string) {
  return db
    .select({ id: agendaItems.id, orderId: agendaItems.orderId })
    .from(agendaItems)
    .where(eq(agendaItems.agendaId, agendaId))
    .orderBy(asc(agendaItems.orderId), asc(agendaItems.id));
}
