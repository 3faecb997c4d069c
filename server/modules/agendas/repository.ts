import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MeetingResponsibility } from '@shared/constants';
import type { Db } from '../../db/database';
import { orderedList } from '../../db/ordered-list';
import { preparedPerDatabase } from '../../db/prepared';
import { selectRows } from '../../db/rows';
import {
  agendaItemFacilitators,
  agendaItems,
  agendas,
  meetingResponsibilities,
  meetings,
  users,
} from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';
import { isoUtc } from '../meetings';

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
  facilitators: z.array(FacilitatorRow),
});
export type AgendaItemRow = z.infer<typeof AgendaItemRow>;

/** Where a carried item came from: the earlier item, its agenda and meeting, and when that meeting began. */
export const CarriedFromRow = z.strictObject({
  agendaItemId: z.string(),
  agendaId: z.string(),
  meetingId: z.string(),
  /** ISO 8601 in UTC, as the API carries it. */
  startDateTime: z.string(),
});
export type CarriedFromRow = z.infer<typeof CarriedFromRow>;

export const AgendaViewItemRow = AgendaItemRow.extend({ carriedFrom: CarriedFromRow.nullable() });
export type AgendaViewItemRow = z.infer<typeof AgendaViewItemRow>;

export const AgendaHeaderRow = z.strictObject({
  location: z.string(),
  zoomJoinLink: z.string().nullable(),
  noteTakerFirstName: z.string().nullable(),
  noteTakerLastName: z.string().nullable(),
  seriesId: z.string().nullable(),
  roles: z.array(z.strictObject({ role: z.number(), userId: z.string() })),
  normsTitle: z.string().nullable(),
  norms: z.array(z.string()),
  items: z.array(AgendaViewItemRow),
});
export type AgendaHeaderRow = z.infer<typeof AgendaHeaderRow>;

/**
 * An item's columns as json_build_object arguments, with its type and its facilitators (by last, first
 * name); `i` is the item.
 */
const itemFields = sql`'id', i.id, 'agendaId', i.agenda_id, 'title', i.title, 'description', i.description,
  'itemTypeId', i.item_type_id, 'typeDisplayName', ty.display_name, 'typeName', ty.name,
  'orderId', i.order_id, 'timeInMinutes', i.time_in_minutes, 'outcome', i.outcome,
  'version', i.version, 'isFinished', i.is_finished,
  'facilitators', coalesce((
    select json_agg(json_build_object('id', f.id, 'userId', f.user_id, 'firstName', u.first_name,
                                      'lastName', u.last_name) order by u.last_name, u.first_name, u.id)
    from agenda_item_facilitators f join users u on u.id = f.user_id
    where f.agenda_item_id = i.id), '[]'::json)`;

const itemJson = sql`json_build_object(${itemFields})`;

/**
 * An item as the agenda view shows it: also, for a carried item, where it came from. The case keeps the
 * lookup to carried items, so an agenda without any pays nothing for it.
 */
const viewItemJson = sql`json_build_object(${itemFields},
  'carriedFrom', case when i.carried_from_item_id is not null then (
    select json_build_object('agendaItemId', s.id, 'agendaId', s.agenda_id, 'meetingId', sa.meeting_id,
                             'startDateTime', ${isoUtc(sql`sm.start_date_time`)})
    from agenda_items s join agendas sa on sa.id = s.agenda_id join meetings sm on sm.id = sa.meeting_id
    where s.id = i.carried_from_item_id) end)`;

/**
 * The agenda view's one statement, prepared once per database handle. Planning it (a dozen relations in
 * six subqueries) took PostgreSQL more than twice as long as running it; prepared, each connection plans
 * it a few times and then reuses a generic plan. The outer meeting's columns are written `${meetings.id}`,
 * which Drizzle qualifies in a select with a join.
 */
const agendaViewStatement = preparedPerDatabase((db) => {
  const teamId = sql`cast(${sql.placeholder('teamId')} as uuid)`;
  const noteTaker = db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(meetingResponsibilities)
    .innerJoin(users, eq(users.id, meetingResponsibilities.userId))
    .where(
      and(
        eq(meetingResponsibilities.meetingId, meetings.id),
        eq(meetingResponsibilities.responsibilityId, MeetingResponsibility.NoteTaker),
      ),
    )
    .orderBy(users.lastName, users.firstName)
    .limit(1)
    .as('nt');
  return db
    .select({
      location: meetings.location,
      zoomJoinLink: meetings.zoomJoinLink,
      noteTakerFirstName: noteTaker.firstName,
      noteTakerLastName: noteTaker.lastName,
      seriesId: meetings.seriesId,
      roles: sql<AgendaHeaderRow['roles']>`coalesce((
        select json_agg(json_build_object('role', r.responsibility_id, 'userId', r.user_id) order by r.responsibility_id)
        from meeting_responsibilities r
        where r.meeting_id = ${meetings.id} and r.responsibility_id <> ${MeetingResponsibility.NoteTaker}), '[]'::json)`,
      normsTitle: sql<string | null>`(select t.norms_title from teams t where t.id = ${teamId})`,
      norms: sql<string[]>`coalesce((
        select json_agg(n.norm order by n.display_order, n.id) from team_norms n where n.team_id = ${teamId}), '[]'::json)`,
      items: sql<AgendaViewItemRow[]>`coalesce((
        select json_agg(${viewItemJson} order by i.order_id, i.id)
        from agenda_items i join agenda_item_types ty on ty.id = i.item_type_id
        where i.agenda_id = ${sql.placeholder('agendaId')}), '[]'::json)`,
    })
    .from(meetings)
    .leftJoinLateral(noteTaker, sql`true`)
    .where(
      and(
        eq(meetings.id, sql.placeholder('meetingId')),
        eq(meetings.locationId, sql.placeholder('locationId')),
      ),
    )
    .prepare('agenda_view');
});

/**
 * The agenda's meeting header (room, join link, note taker, series, PLC roles), its team's norms, and every
 * item with its type, facilitators and (when carried over) its source, in one query whatever the number of
 * items. Pass the application's handle: the statement is prepared per handle (see preparedPerDatabase).
 */
export async function findAgendaView(
  db: Db,
  meeting: { meetingId: string; teamId: string | null },
  agendaId: string,
  locationId: string,
): Promise<AgendaHeaderRow | undefined> {
  const [row] = await agendaViewStatement(db).execute({ ...meeting, agendaId, locationId });
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
  audit: { kind: 'agenda', field: 'item_order', title: agendaItems.title },
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
