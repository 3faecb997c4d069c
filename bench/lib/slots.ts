import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TaskStatus, TeamRole, UserType } from '@shared/constants';
import type { SaveAgendaItemRequest } from '@shared/schemas/agendas';
import type { Db } from '../../server/db/database';
import { selectRows } from '../../server/db/rows';
import { tasks } from '../../server/db/schema';
import { BENCH_EMAIL_DOMAIN } from '../dataset/generate';

/** Who sends a request of the mix: the slot's team lead, their school's admin, or the district's super admin. */
export type Caller = 'lead' | 'admin' | 'superAdmin';

/**
 * What one benchmark connection works on: a team lead and records of their own that no other connection
 * touches (a meeting with its agenda, a task, a student), so concurrent writes never collide; and, for the
 * insights, their school's admin and the district's super admin (read-only, so shared).
 */
export interface Slot {
  email: string;
  cookie: string;
  adminEmail: string;
  adminCookie: string;
  superAdminEmail: string;
  superAdminCookie: string;
  /** The lead's team, whose home lists its open tasks. */
  teamId: string;
  meetingId: string;
  itemIds: string[];
  /** The first agenda item as agendaitem/save takes it. */
  item: SaveAgendaItemRequest & { Id: string };
  taskId: string;
  studentId: string;
}

/** A slot before its people have signed in. */
export type UnsignedSlot = Omit<Slot, 'cookie' | 'adminCookie' | 'superAdminCookie'>;

/** The session cookie a request of the mix is sent with. */
export const cookieOf = (slot: Slot, caller: Caller = 'lead') =>
  caller === 'admin' ? slot.adminCookie : caller === 'superAdmin' ? slot.superAdminCookie : slot.cookie;

const Lead = z.strictObject({
  email: z.string(),
  userId: z.string(),
  teamId: z.string(),
  adminEmail: z.string().nullable(),
  superAdminEmail: z.string().nullable(),
});
type Lead = z.infer<typeof Lead>;

/** `count` slots over the dataset's team leads, a lead's n-th slot taking their n-th records. */
export async function loadSlots(db: Db, count: number): Promise<UnsignedSlot[]> {
  const bench = `%@${BENCH_EMAIL_DOMAIN}`;
  const leads = await selectRows(
    db,
    sql`select u.email_address as email, u.id as "userId", ut.team_id as "teamId",
          (select a.email_address from users a where a.location_id = u.location_id and a.is_admin
            and a.email_address like ${bench} order by a.id limit 1) as "adminEmail",
          (select a.email_address from users a where a.district_id = u.district_id and a.is_super_admin
            and a.email_address like ${bench} order by a.id limit 1) as "superAdminEmail"
        from user_team_roles r
        join user_teams ut on ut.id = r.user_team_id
        join users u on u.id = ut.user_id
        where r.role_id = ${TeamRole.TeamLead} and u.email_address like ${bench}
        order by ut.id
        limit ${count}`,
    Lead,
  );
  if (leads.length === 0)
    throw new Error('the benchmark database holds no team leads: run npm run bench:data');
  const slots: UnsignedSlot[] = [];
  for (let index = 0; index < count; index += 1) {
    const lead = leads[index % leads.length]!;
    slots.push(await slotOf(db, lead, Math.floor(index / leads.length)));
  }
  return slots;
}

async function slotOf(db: Db, lead: Lead, nth: number): Promise<UnsignedSlot> {
  const [meeting] = await selectRows(
    db,
    sql`select m.id as "meetingId", a.id as "agendaId"
        from meeting_teams mt
        join meetings m on m.id = mt.meeting_id
        join agendas a on a.meeting_id = m.id
        where mt.team_id = ${lead.teamId} and m.start_date_time < now()
        order by m.start_date_time desc
        offset ${nth} limit 1`,
    z.strictObject({ meetingId: z.string(), agendaId: z.string() }),
  );
  const [task] = await selectRows(
    db,
    sql`select id from tasks
        where assigned_to_user_id = ${lead.userId} and task_status_id <> ${TaskStatus.Completed}
        order by id offset ${nth} limit 1`,
    z.strictObject({ id: z.string() }),
  );
  const [student] = await selectRows(
    db,
    sql`select u.id from user_teams ut join users u on u.id = ut.user_id
        where ut.team_id = ${lead.teamId} and u.user_type_id = ${UserType.Student}
        order by u.id offset ${nth} limit 1`,
    z.strictObject({ id: z.string() }),
  );
  if (!meeting || !task || !student) throw new Error(`the dataset has too few records for ${lead.email}`);
  if (!lead.adminEmail || !lead.superAdminEmail)
    throw new Error('the benchmark dataset names no school admin or super admin: run npm run bench:data');
  const items = await selectRows(
    db,
    sql`select i.id, i.title, i.description, i.item_type_id as "itemTypeId", i.time_in_minutes as "timeInMinutes",
          array(select f.user_id from agenda_item_facilitators f where f.agenda_item_id = i.id) as "facilitatorIds"
        from agenda_items i where i.agenda_id = ${meeting.agendaId} order by i.order_id`,
    z.strictObject({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      itemTypeId: z.string(),
      timeInMinutes: z.number(),
      facilitatorIds: z.array(z.string()),
    }),
  );
  const first = items[0];
  if (!first) throw new Error(`meeting ${meeting.meetingId} has no agenda items`);
  return {
    email: lead.email,
    adminEmail: lead.adminEmail,
    superAdminEmail: lead.superAdminEmail,
    teamId: lead.teamId,
    meetingId: meeting.meetingId,
    itemIds: items.map((item) => item.id),
    item: {
      Id: first.id,
      AgendaId: meeting.agendaId,
      Title: first.title,
      Description: first.description,
      ItemTypeId: first.itemTypeId,
      TimeInMinutes: first.timeInMinutes,
      AgendaItemFacilitators: first.facilitatorIds.map((userId) => ({ UserId: userId })),
    },
    taskId: task.id,
    studentId: student.id,
  };
}

/** Puts the slots' tasks back in progress, where the mix's "mark task done" cycle expects them. */
export async function resetSlots(db: Db, slots: readonly Pick<Slot, 'taskId'>[]): Promise<void> {
  await db
    .update(tasks)
    .set({ taskStatusId: TaskStatus.InProgress, completedAt: null })
    .where(
      inArray(
        tasks.id,
        slots.map((slot) => slot.taskId),
      ),
    );
}
