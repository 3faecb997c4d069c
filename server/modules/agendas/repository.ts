import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MeetingResponsibility } from '@shared/constants';
import type { Db } from '../../db/database';
import { orderedList } from '../../db/ordered-list';
import { selectRows } from '../../db/rows';
import { agendaItemFacilitators, agendaItems, agendas } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';

export const FacilitatorRow = z.strictObject({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type FacilitatorRow = z.infer<typeof FacilitatorRow>;

export const AgendaItemRow = z.strictObject({
  id: z.string(),
  agendaId: z.string(),
  title: z.string(),
  description: z.string(),
  itemTypeId: z.string(),
  typeDisplayName: z.string(),
  typeName: z.string(),
  orderId: z.number(),
  timeInMinutes: z.number(),
  outcome: z.string(),
  version: z.number(),
  isFinished: z.boolean(),
  /** The earlier item it carries over (findCarriedSources reads where that one is). */
  carriedFromItemId: z.string().nullable(),
  facilitators: z.array(FacilitatorRow),
});
export type AgendaItemRow = z.infer<typeof AgendaItemRow>;

export const AgendaHeaderRow = z.strictObject({
  location: z.string(),
  zoomJoinLink: z.string().nullable(),
  noteTakerFirstName: z.string().nullable(),
  noteTakerLastName: z.string().nullable(),
  seriesId: z.string().nullable(),
  roles: z.array(z.strictObject({ role: z.number(), userId: z.string() })),
  normsTitle: z.string().nullable(),
  norms: z.array(z.string()),
  items: z.array(AgendaItemRow),
});
export type AgendaHeaderRow = z.infer<typeof AgendaHeaderRow>;

/** An item's columns as JSON, with its type and its facilitators (by last, first name); `i` is the item. */
const itemJson = sql`json_build_object(
  'id', i.id, 'agendaId', i.agenda_id, 'title', i.title, 'description', i.description,
  'itemTypeId', i.item_type_id, 'typeDisplayName', ty.display_name, 'typeName', ty.name,
  'orderId', i.order_id, 'timeInMinutes', i.time_in_minutes, 'outcome', i.outcome,
  'version', i.version, 'isFinished', i.is_finished,
  'carriedFromItemId', i.carried_from_item_id,
  'facilitators', coalesce((
    select json_agg(json_build_object('id', f.id, 'userId', f.user_id, 'firstName', u.first_name,
                                      'lastName', u.last_name) order by u.last_name, u.first_name, u.id)
    from agenda_item_facilitators f join users u on u.id = f.user_id
    where f.agenda_item_id = i.id), '[]'::json))`;

/**
 * The agenda's meeting header (room, join link, note taker) and every item with its type and
 * facilitators, in one query whatever the number of items.
 */
export async function findAgendaView(
  db: Db,
  meeting: { meetingId: string; teamId: string | null },
  agendaId: string,
  locationId: string,
) {
  const teamId = sql`cast(${meeting.teamId} as uuid)`;
  const [row] = await selectRows(
    db,
    sql`select m.location as "location", m.zoom_join_link as "zoomJoinLink",
        nt.first_name as "noteTakerFirstName", nt.last_name as "noteTakerLastName",
        m.series_id as "seriesId",
        coalesce((select json_agg(json_build_object('role', r.responsibility_id, 'userId', r.user_id)
                                  order by r.responsibility_id)
                  from meeting_responsibilities r
                  where r.meeting_id = m.id and r.responsibility_id <> ${MeetingResponsibility.NoteTaker}), '[]'::json)
          as "roles",
        (select t.norms_title from teams t where t.id = ${teamId}) as "normsTitle",
        coalesce((select json_agg(n.norm order by n.display_order, n.id) from team_norms n where n.team_id = ${teamId}),
                 '[]'::json) as "norms",
        coalesce((select json_agg(${itemJson} order by i.order_id, i.id)
                  from agenda_items i join agenda_item_types ty on ty.id = i.item_type_id
                  where i.agenda_id = ${agendaId}), '[]'::json) as "items"
      from meetings m
      left join lateral (
        select u.first_name, u.last_name from meeting_responsibilities r join users u on u.id = r.user_id
        where r.meeting_id = m.id and r.responsibility_id = ${MeetingResponsibility.NoteTaker}
        order by u.last_name, u.first_name limit 1
      ) nt on true
      where m.id = ${meeting.meetingId} and m.location_id = ${locationId}`,
    AgendaHeaderRow,
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

/** One item of the school with its type and facilitators. */
export async function findAgendaItem(db: Db, itemId: string, locationId: string) {
  const [row] = await selectRows(
    db,
    sql`select ${itemJson} as "item"
      from agenda_items i join agenda_item_types ty on ty.id = i.item_type_id
      where i.id = ${itemId} and i.location_id = ${locationId}`,
    z.strictObject({ item: AgendaItemRow }),
  );
  return row?.item;
}

export async function markAgendaPosted(db: Db, agendaId: string, userId: string): Promise<void> {
  await db
    .update(agendas)
    .set({ hasAgendaPosted: true, postedAt: sql`now()`, postedByUserId: userId })
    .where(eq(agendas.id, agendaId));
}

/** The agenda items' order: lock an agenda, append, reorder, renumber (shared with team norms). */
export const agendaItemOrder = orderedList({
  table: agendaItems,
  id: agendaItems.id,
  parent: agendaItems.agendaId,
  order: agendaItems.orderId,
  parentTable: agendas,
  parentId: agendas.id,
});

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
      orderId: sql`${agendaItemOrder.lastOrder(agendaId)} + 1`,
    })
    .returning({ id: agendaItems.id });
  return row!.id;
}

/** Changes an item unless it is no longer at `expectedVersion` (when given); false when it did not. */
export async function updateItem(
  db: Db,
  itemId: string,
  values: ItemValues,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(agendaItems)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(agendaItems.version) })
    .where(and(eq(agendaItems.id, itemId), stillAtVersion(agendaItems.version, expectedVersion)))
    .returning({ id: agendaItems.id });
  return rows.length > 0;
}

/**
 * Makes an item's facilitators exactly the given people in one statement (a save is a round trip shorter):
 * the others' rows are deleted, the newcomers' inserted, and those who stay keep theirs.
 */
export async function replaceFacilitators(
  db: Db,
  school: { districtId: string; locationId: string },
  itemId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) {
    await db.delete(agendaItemFacilitators).where(eq(agendaItemFacilitators.agendaItemId, itemId));
    return;
  }
  const wanted = sql.join(
    userIds.map((userId) => sql`(cast(${userId} as uuid))`),
    sql`, `,
  );
  await db.execute(sql`with wanted (user_id) as (values ${wanted}),
    removed as (
      delete from agenda_item_facilitators f
      where f.agenda_item_id = ${itemId} and f.user_id not in (select user_id from wanted)
    )
    insert into agenda_item_facilitators (district_id, location_id, agenda_item_id, user_id)
    select ${school.districtId}, ${school.locationId}, ${itemId}, user_id from wanted
    on conflict (agenda_item_id, user_id) do nothing`);
}

export async function deleteItem(db: Db, itemId: string): Promise<void> {
  await db.delete(agendaItems).where(eq(agendaItems.id, itemId));
}

/** The agendas (and their meetings) the school's given items belong to, with how many of the items each holds. */
export function findAgendasOfItems(db: Db, itemIds: string[], locationId: string) {
  return db
    .select({
      agendaId: agendaItems.agendaId,
      meetingId: agendas.meetingId,
      items: sql<number>`cast(count(*) as integer)`,
    })
    .from(agendaItems)
    .innerJoin(agendas, eq(agendas.id, agendaItems.agendaId))
    .where(and(inArray(agendaItems.id, itemIds), eq(agendaItems.locationId, locationId)))
    .groupBy(agendaItems.agendaId, agendas.meetingId);
}
