/**
 * The whole data model (spec section 3). Every school-owned row carries district_id and location_id so
 * each query can be scoped to the caller's school without a join. Editable records carry a version for
 * optimistic concurrency.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);
const districtRef = () =>
  uuid('district_id')
    .notNull()
    .references(() => districts.id);
const locationRef = () =>
  uuid('location_id')
    .notNull()
    .references(() => locations.id);

export const districts = pgTable('districts', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A school. The spec calls it a location. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    districtId: districtRef(),
    name: text('name').notNull(),
    /** The school's IANA time zone: series, carry-over and reminders compute in it. */
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('locations_district_idx').on(t.districtId)],
);

/** A school's days without meetings (holidays and breaks), first to last day inclusive, on its calendar. */
export const nonMeetingDays = pgTable(
  'non_meeting_days',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    name: text('name').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('non_meeting_days_location_idx').on(t.locationId, t.firstDay)],
);

/**
 * The staff and student lists' other sorts (server/modules/users), as their indexes hold them: the e-mail
 * case-insensitively, the staff or student id (digits, at most 18) in numeric order.
 */
export const emailSortKey = (email: AnyPgColumn): SQL => sql`(lower(${email}) collate "C")`;
export const thirdPartyIdSortKey = (thirdPartyId: AnyPgColumn): SQL =>
  sql`(lpad(${thirdPartyId}, 18, '0') collate "C")`;

/**
 * Full-text search (issue 22): each searchable table keeps a `search_vector` the database computes from the
 * row's own text (a generated column, so no write path can forget it), with the title weighted above the
 * body. HTML bodies are indexed without their tags. Its GIN index leads with location_id (btree_gin), so a
 * search reads one school's matches, not the district's.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
type Weight = 'A' | 'B' | 'C';
const weighted = (column: string, weight: Weight, html = false) => {
  const text = html ? `regexp_replace(${column}, '<[^>]*>', ' ', 'g')` : `coalesce(${column}, '')`;
  return `setweight(to_tsvector('english', ${text}), '${weight}')`;
};
const searchVector = (...parts: string[]) =>
  tsvector('search_vector').generatedAlwaysAs(sql.raw(parts.join(' || ')));
/**
 * A kind's full-text index: its school's rows by their words. New entries wait in a pending list that
 * every search reads whole until it is merged; a limit of 128 kB (default 4 MB) keeps that read short at
 * the cost of merging more often.
 */
const searchIndex = (name: string, t: { locationId: AnyPgColumn; searchVector: AnyPgColumn }) =>
  index(name).using('gin', t.locationId, t.searchVector).with({ gin_pending_list_limit: 128 });

export const users = pgTable(
  'users',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    userTypeId: smallint('user_type_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Staff id or student id from the school's information system. */
    thirdPartyId: text('third_party_id'),
    graduationYear: smallint('graduation_year'),
    /** personSortKey(first, last), collated "C" (migration 0002): lists sort and page on it in SQL. */
    sortKey: text('sort_key').notNull().default(''),
    /** Null means no web access. */
    passwordHash: text('password_hash'),
    /**
     * Soft delete: a deleted user keeps their row so the tasks, notes and meetings they own stay readable
     * with their name; they are inactive, have no web access and vanish from lists and teams.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchVector: searchVector(
      weighted('first_name', 'A'),
      weighted('last_name', 'A'),
      weighted('email_address', 'B'),
    ),
  },
  (t) => [
    searchIndex('users_search_idx', t),
    // Sign-in is by e-mail alone, so an address identifies one live user across all districts; a deleted
    // user's address may be given to someone new.
    uniqueIndex('users_email_lower_uq')
      .on(sql`lower(${t.emailAddress})`)
      .where(sql`${t.emailAddress} is not null and ${t.deletedAt} is null`),
    index('users_location_type_sort_idx').on(t.locationId, t.userTypeId, t.sortKey),
    index('users_location_type_email_sort_idx').on(
      t.locationId,
      t.userTypeId,
      emailSortKey(t.emailAddress),
      t.sortKey,
    ),
    index('users_location_type_third_party_sort_idx').on(
      t.locationId,
      t.userTypeId,
      thirdPartyIdSortKey(t.thirdPartyId),
      t.sortKey,
    ),
    index('users_location_type_graduation_sort_idx').on(
      t.locationId,
      t.userTypeId,
      t.graduationYear,
      t.sortKey,
    ),
    // A staff or student id names one live person of its kind in a school.
    uniqueIndex('users_location_type_third_party_uq')
      .on(t.locationId, t.userTypeId, t.thirdPartyId)
      .where(sql`${t.thirdPartyId} is not null and ${t.deletedAt} is null`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    name: text('name').notNull(),
    /** naturalSortKey(name), collated "C" (migration 0002). */
    sortKey: text('sort_key').notNull().default(''),
    normsTitle: text('norms_title').notNull().default('Team Norms'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The name and members' version; the norms title has its own, so editing one never refuses the other. */
    version: version(),
    normsTitleVersion: integer('norms_title_version').notNull().default(1),
    searchVector: searchVector(weighted('name', 'A')),
  },
  (t) => [searchIndex('teams_search_idx', t), index('teams_location_sort_idx').on(t.locationId, t.sortKey)],
);

export const userTeams = pgTable(
  'user_teams',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_teams_team_user_uq').on(t.teamId, t.userId),
    index('user_teams_user_idx').on(t.userId),
  ],
);

/** Roles on a membership; role id 1 is team lead. */
export const userTeamRoles = pgTable(
  'user_team_roles',
  {
    id: id(),
    userTeamId: uuid('user_team_id')
      .notNull()
      .references(() => userTeams.id, { onDelete: 'cascade' }),
    roleId: smallint('role_id').notNull(),
  },
  (t) => [uniqueIndex('user_team_roles_membership_role_uq').on(t.userTeamId, t.roleId)],
);

export const teamNorms = pgTable(
  'team_norms',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    norm: text('norm').notNull(),
    displayOrder: integer('display_order').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('team_norms_team_order_idx').on(t.teamId, t.displayOrder)],
);

/** District goals have no location; school and team goals do. scope: 1 district, 2 school, 3 team. */
export const goals = pgTable(
  'goals',
  {
    id: id(),
    districtId: districtRef(),
    locationId: uuid('location_id').references(() => locations.id),
    scope: smallint('scope').notNull(),
    title: text('title').notNull(),
    /** naturalSortKey(title), collated "C" (migration 0005). */
    sortKey: text('sort_key').notNull().default(''),
    description: text('description').notNull().default(''),
    targetDate: date('target_date', { mode: 'string' }),
    goalStatusId: smallint('goal_status_id').notNull().default(1),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchVector: searchVector(weighted('title', 'A'), weighted('description', 'B')),
  },
  (t) => [
    searchIndex('goals_search_idx', t),
    // The goal lists filter by district or school and scope, and page in title order.
    index('goals_district_scope_sort_idx').on(t.districtId, t.scope, t.sortKey),
    index('goals_location_scope_sort_idx').on(t.locationId, t.scope, t.sortKey),
  ],
);

export const goalTeams = pgTable(
  'goal_teams',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('goal_teams_goal_team_uq').on(t.goalId, t.teamId),
    index('goal_teams_team_idx').on(t.teamId),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    subject: text('subject').notNull(),
    startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
    endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
    /** The room. */
    location: text('location').notNull().default(''),
    zoomJoinLink: text('zoom_join_link'),
    zoomMeetingId: text('zoom_meeting_id'),
    zoomMeetingPasscode: text('zoom_meeting_passcode'),
    /** Whose video-meeting connection created the provider's meeting: updates and removal go through it. */
    videoHostUserId: uuid('video_host_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    /** The series the meeting is an occurrence of, and the school-calendar day the series' rule gave it. */
    seriesId: uuid('series_id').references((): AnyPgColumn => meetingSeries.id, { onDelete: 'set null' }),
    seriesDay: date('series_day', { mode: 'string' }),
    /** A cancelled occurrence stays (with its notes) so its series does not make it again. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The minutes' lifecycle (issue 20): started (by a lead or the note taker, or by the first visit to the
     * room at or after the start), finalised (locked), reopened (the reason is in meeting_reopenings).
     * Reopening clears minutes_finalized_at; finalising again sets it anew.
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    minutesFinalizedAt: timestamp('minutes_finalized_at', { withTimezone: true }),
    minutesFinalizedByUserId: uuid('minutes_finalized_by_user_id').references(() => users.id),
    minutesReopenedAt: timestamp('minutes_reopened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchVector: searchVector(weighted('subject', 'A'), weighted('location', 'C')),
  },
  (t) => [
    searchIndex('meetings_search_idx', t),
    uniqueIndex('meetings_series_day_uq').on(t.seriesId, t.seriesDay),
    index('meetings_location_start_idx').on(t.locationId, t.startDateTime),
    // The upcoming and historical lists split a school's meetings at "now" by their end.
    index('meetings_location_end_idx').on(t.locationId, t.endDateTime),
    // Reminders look for every school's meetings of the next two days.
    index('meetings_start_idx').on(t.startDateTime),
  ],
);

/**
 * A team's repeating meeting: an RFC 5545 rule over school-calendar days, a local start time in the
 * school's zone. Its occurrences are meetings rows (meetings.series_id); the series holds what new and
 * edited occurrences take.
 */
export const meetingSeries = pgTable(
  'meeting_series',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    location: text('location').notNull().default(''),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    /** HH:mm on the school's clocks. */
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    rrule: text('rrule').notNull(),
    noteTakerId: uuid('note_taker_id').references(() => users.id),
    /**
     * PLC roles passed round the members: role id (2 facilitator, 3 timekeeper, 4 norms keeper) to the
     * member ids in turn order; the nth occurrence gets the nth member still on the team.
     */
    roleRotation: jsonb('role_rotation').$type<Record<string, string[]>>().notNull().default({}),
    /** Each new occurrence's agenda starts from this template's items. */
    agendaTemplateId: uuid('agenda_template_id').references((): AnyPgColumn => agendaTemplates.id, {
      onDelete: 'set null',
    }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('meeting_series_team_idx').on(t.teamId)],
);

export const meetingTeams = pgTable(
  'meeting_teams',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('meeting_teams_meeting_team_uq').on(t.meetingId, t.teamId),
    index('meeting_teams_team_idx').on(t.teamId),
  ],
);

/** Responsibility id 1 is note taker. */
export const meetingResponsibilities = pgTable(
  'meeting_responsibilities',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    responsibilityId: smallint('responsibility_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('meeting_responsibilities_meeting_idx').on(t.meetingId),
    index('meeting_responsibilities_user_idx').on(t.userId),
  ],
);

/** Each time a lead reopened a meeting's finalised minutes, and why. */
export const meetingReopenings = pgTable(
  'meeting_reopenings',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    reopenedByUserId: uuid('reopened_by_user_id').references(() => users.id),
    reason: text('reason').notNull(),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_reopenings_meeting_idx').on(t.meetingId, t.reopenedAt)],
);

/**
 * Who came to a meeting: one row per recorded team member (status 1 present, 2 late, 3 absent, 4 excused)
 * and one per named guest (user_id null, guest_name set, status present).
 */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id),
    guestName: text('guest_name'),
    status: smallint('status').notNull(),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meeting_attendance_meeting_idx').on(t.meetingId),
    // A member's attendance rate over a period starts from their rows.
    index('meeting_attendance_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('meeting_attendance_member_uq')
      .on(t.meetingId, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const agendas = pgTable(
  'agendas',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    hasAgendaPosted: boolean('has_agenda_posted').notNull().default(false),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedByUserId: uuid('posted_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agendas_meeting_uq').on(t.meetingId)],
);

export const agendaItemTypes = pgTable(
  'agenda_item_types',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    name: text('name').notNull(),
    /** The letter abbreviation. */
    displayName: text('display_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('agenda_item_types_location_idx').on(t.locationId, t.displayName)],
);

/** A reusable agenda: the school's (team_id null, kept by admins) or one team's (kept by its leads). */
export const agendaTemplates = pgTable(
  'agenda_templates',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('agenda_templates_location_idx').on(t.locationId, t.name),
    index('agenda_templates_team_idx').on(t.teamId),
  ],
);

/** A template's items in order; `facilitator_role` names the meeting role whose holder facilitates it. */
export const agendaTemplateItems = pgTable(
  'agenda_template_items',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => agendaTemplates.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    itemTypeId: uuid('item_type_id')
      .notNull()
      .references(() => agendaItemTypes.id),
    timeInMinutes: integer('time_in_minutes').notNull().default(0),
    facilitatorRole: smallint('facilitator_role'),
  },
  (t) => [
    index('agenda_template_items_template_idx').on(t.templateId, t.orderId),
    index('agenda_template_items_type_idx').on(t.itemTypeId),
  ],
);

export const agendaItems = pgTable(
  'agenda_items',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    agendaId: uuid('agenda_id')
      .notNull()
      .references(() => agendas.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    itemTypeId: uuid('item_type_id')
      .notNull()
      .references(() => agendaItemTypes.id),
    orderId: integer('order_id').notNull(),
    timeInMinutes: integer('time_in_minutes').notNull().default(0),
    /** Sanitised HTML written in the meeting notes. */
    outcome: text('outcome').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The item's version; the outcome, written by the note taker while others may edit the item, has its own. */
    version: version(),
    outcomeVersion: integer('outcome_version').notNull().default(1),
    /** Marked finished in the notes; an unfinished item is offered to the team's next meeting. */
    isFinished: boolean('is_finished').notNull().default(false),
    /**
     * The room's time-box: seconds counted before the running stretch, and when the running stretch began
     * (null while paused); the clients add now - started to show it ticking.
     */
    timerElapsedSeconds: integer('timer_elapsed_seconds').notNull().default(0),
    timerStartedAt: timestamp('timer_started_at', { withTimezone: true }),
    /** The earlier meeting's item this one carries over (kept when that one goes: set null). */
    carriedFromItemId: uuid('carried_from_item_id').references((): AnyPgColumn => agendaItems.id, {
      onDelete: 'set null',
    }),
    searchVector: searchVector(
      weighted('title', 'A'),
      weighted('description', 'B', true),
      weighted('outcome', 'B', true),
    ),
  },
  (t) => [
    searchIndex('agenda_items_search_idx', t),
    // An item is carried into an agenda once. Partial: most items carry nothing, and their inserts then
    // maintain neither index (save agenda item is the hottest write).
    uniqueIndex('agenda_items_carried_uq')
      .on(t.agendaId, t.carriedFromItemId)
      .where(sql`${t.carriedFromItemId} is not null`),
    index('agenda_items_carried_from_idx')
      .on(t.carriedFromItemId)
      .where(sql`${t.carriedFromItemId} is not null`),
    index('agenda_items_agenda_order_idx').on(t.agendaId, t.orderId),
    index('agenda_items_type_idx').on(t.itemTypeId),
  ],
);

export const agendaItemFacilitators = pgTable(
  'agenda_item_facilitators',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    agendaItemId: uuid('agenda_item_id')
      .notNull()
      .references(() => agendaItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    uniqueIndex('agenda_item_facilitators_item_user_uq').on(t.agendaItemId, t.userId),
    index('agenda_item_facilitators_user_idx').on(t.userId),
  ],
);

/** Lookup of task statuses: 2 Open, 3 Completed, 4 In Progress. */
export const taskStatuses = pgTable('task_statuses', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    dateAssigned: date('date_assigned', { mode: 'string' }).notNull(),
    dateCreated: createdAt().$type<Date>(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    agendaItemId: uuid('agenda_item_id').references(() => agendaItems.id, { onDelete: 'set null' }),
    assignedToUserId: uuid('assigned_to_user_id')
      .notNull()
      .references(() => users.id),
    assignedByUserId: uuid('assigned_by_user_id').references(() => users.id),
    taskStatusId: smallint('task_status_id')
      .notNull()
      .references(() => taskStatuses.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
    version: version(),
    searchVector: searchVector(weighted('title', 'A')),
  },
  (t) => [
    searchIndex('tasks_search_idx', t),
    index('tasks_assignee_status_idx').on(t.assignedToUserId, t.taskStatusId, t.dateAssigned),
    // The tasks a person gave: where a member's search starts, with their teams' and their own.
    index('tasks_assigner_idx').on(t.assignedByUserId),
    index('tasks_goal_idx').on(t.goalId),
    index('tasks_meeting_idx').on(t.meetingId),
    index('tasks_agenda_item_idx').on(t.agendaItemId),
    // A team's tasks, and the insights' figures: created, completed (with the due date, for "on time") and
    // not completed by due date, each a range of one team's entries.
    index('tasks_team_created_idx').on(t.teamId, t.dateCreated),
    index('tasks_team_completed_idx')
      .on(t.teamId, t.completedAt, t.dueDate)
      .where(sql`${t.completedAt} is not null`),
    index('tasks_team_overdue_idx')
      .on(t.teamId, t.dueDate)
      .where(sql`${t.completedAt} is null`),
  ],
);

export const taskNotes = pgTable(
  'task_notes',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    comment: text('comment').notNull(),
    commentDate: timestamp('comment_date', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
    version: version(),
    searchVector: searchVector(weighted('comment', 'B', true)),
  },
  (t) => [searchIndex('task_notes_search_idx', t), index('task_notes_task_idx').on(t.taskId, t.commentDate)],
);

/** Student notes: written by staff about a student, in the context of a team (group). */
export const userNotes = pgTable(
  'user_notes',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    note: text('note').notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchVector: searchVector(weighted('title', 'A'), weighted('note', 'B', true)),
  },
  (t) => [
    searchIndex('user_notes_search_idx', t),
    index('user_notes_user_idx').on(t.userId, t.createdAt),
    index('user_notes_team_idx').on(t.teamId),
  ],
);

export const userNoteComments = pgTable(
  'user_note_comments',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    userNoteId: uuid('user_note_id')
      .notNull()
      .references(() => userNotes.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchVector: searchVector(weighted('comment', 'B')),
  },
  (t) => [
    searchIndex('user_note_comments_search_idx', t),
    index('user_note_comments_note_idx').on(t.userNoteId, t.createdAt),
  ],
);

/** Only the SHA-256 of a reset token is stored; the token itself travels once, in the e-mail. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Server-side sessions; the cookie holds the token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    districtId: districtRef(),
    locationId: locationRef(),
    /** Set while a super admin acts as userId. */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A hard end whatever the activity; set on impersonation sessions (at most an hour). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * When the person last proved their password: the sign-in that opened the session, carried over by
     * an impersonation's start and end. The absolute lifetime and the recent-sign-in check read it.
     */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The single sign-on provider the session was opened through (its sign-out is offered at logout). */
    identityProviderId: uuid('identity_provider_id').references((): AnyPgColumn => identityProviders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_impersonator_idx')
      .on(t.impersonatorUserId)
      .where(sql`${t.impersonatorUserId} is not null`),
  ],
);

/** OAuth tokens of the video-meeting integration, one connection per user. */
export const videoIntegrationTokens = pgTable(
  'video_integration_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Encrypted at rest (AES-256-GCM, see the video-meetings module). */
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when a token refresh failed: the user must reconnect. */
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('video_integration_tokens_user_provider_uq').on(t.userId, t.provider)],
);

/** The secret of a user's calendar feed URL; only its SHA-256 is kept. Revoking deletes the row. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feed_tokens_user_uq').on(t.userId),
    uniqueIndex('calendar_feed_tokens_hash_uq').on(t.tokenHash),
  ],
);

/**
 * Failed sign-ins by e-mail address, whether or not it belongs to anyone, so a lock never tells which
 * addresses exist. One row per address and source IP, and one per address with `source` '*' for every
 * source together; each counts the failures of its window and holds its lock. `locks` counts the locks
 * since the last success, so each lock lasts twice the one before.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** The e-mail address as typed, trimmed and lower-cased. */
    emailKey: text('email_key').notNull(),
    /** The client's IP address, or '*' for the address's failures from everywhere. */
    source: text('source').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    locks: integer('locks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.emailKey, t.source] })],
);

/** Every sign-in attempt, successful or not; feeds lockout review and the school access report. */
export const loginAudit = pgTable(
  'login_audit',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    districtId: uuid('district_id').references(() => districts.id),
    locationId: uuid('location_id').references(() => locations.id),
    emailAddress: text('email_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    failureReason: text('failure_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_audit_location_created_idx').on(t.locationId, t.createdAt),
    index('login_audit_user_created_idx').on(t.userId, t.createdAt),
    // The schools-accessed report reads only successful sign-ins, newest first, per school.
    index('login_audit_location_succeeded_created_idx')
      .on(t.locationId, t.createdAt)
      .where(sql`${t.succeeded}`),
  ],
);

/**
 * Every impersonation event: starts, stops, each request made while impersonating, and every refused
 * attempt to reach a super-admin route. Both identities are kept; rows are never updated except to record
 * the status a request was answered with, and no foreign keys, so the trail outlives the accounts.
 */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: id(),
    /** The person at the keyboard: the super admin, or whoever tried to reach a super-admin route. */
    impersonatorUserId: uuid('impersonator_user_id').notNull(),
    /** The identity being used; null for a refused attempt. */
    impersonatedUserId: uuid('impersonated_user_id'),
    /** 'start' | 'request' | 'stop' | 'denied' */
    event: text('event').notNull(),
    httpMethod: text('http_method').notNull(),
    /** The request path with secrets redacted. */
    path: text('path').notNull(),
    statusCode: smallint('status_code'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('impersonation_audit_impersonator_created_idx').on(t.impersonatorUserId, t.createdAt),
    index('impersonation_audit_impersonated_created_idx').on(t.impersonatedUserId, t.createdAt),
  ],
);

/** Mail kept when no SMTP server is configured, so the embedded default works without one. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Persisted background jobs (server/modules/notifications/jobs-repository.ts). `key` makes planning
 * idempotent: every process may plan the same digest or reminder, one row results. A process claims due
 * rows with FOR UPDATE SKIP LOCKED and a lease (locked_until); a process that dies loses its lease.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_uq').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
    index('jobs_done_idx').on(t.doneAt),
  ],
);

/**
 * A notice to one person: the in-app notification and the delivery record of its e-mail. The unique key
 * (recipient, kind, subject, day) is the idempotency key: planning or running a job twice adds nothing.
 * email_state: 0 none, 1 pending, 2 sent, 3 waiting for the digest, 4 sent in a digest, 5 failed, 6 dropped
 * (the recipient may no longer have it).
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    noticeDay: date('notice_day', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    inApp: boolean('in_app').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailState: smallint('email_state').notNull(),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailNextAt: timestamp('email_next_at', { withTimezone: true }),
    emailLockedUntil: timestamp('email_locked_until', { withTimezone: true }),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notices_idempotency_uq').on(t.userId, t.kind, t.subjectId, t.noticeDay),
    index('notices_user_created_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.inApp}`),
    index('notices_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.inApp} and ${t.readAt} is null`),
    index('notices_email_due_idx')
      .on(t.emailNextAt)
      .where(sql`${t.emailState} = 1`),
    index('notices_user_digest_idx')
      .on(t.userId)
      .where(sql`${t.emailState} = 3`),
    index('notices_created_idx').on(t.createdAt),
  ],
);

/** One kind of notice and how it is delivered: a person's choice or a school's default. */
const noticeChoiceColumns = () => ({
  kind: text('kind').notNull(),
  email: boolean('email').notNull(),
  inApp: boolean('in_app').notNull(),
  delivery: text('delivery').notNull(),
});

/** A person's own choice per kind; kinds without a row follow the school's defaults. */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ...noticeChoiceColumns(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A school's defaults per kind, set by its admins; kinds without a row are on, e-mail at once. */
export const schoolNoticeDefaults = pgTable(
  'school_notice_defaults',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    ...noticeChoiceColumns(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.kind] })],
);

/** Secrets the server makes for itself on first use (the unsubscribe links' signing key), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The audit log (issue 23): one entry per change of an audited record, written by the database itself in
 * the change's own transaction (migration 0021 attaches audit_record_change to each audited table), so a
 * change cut short leaves none. Append-only: the database refuses UPDATE, TRUNCATE and any DELETE but the
 * retention purge's. No foreign keys: an entry outlives its record. `changes` holds the row before and
 * after the change, bookkeeping columns left out (`{ before, after }`, migration 0023); the History works
 * out which fields differ.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    /**
     * The entry's number, in the order entries were written (within one transaction too, whose entries
     * share their time): the key, and cheaper to insert under load than a random one (migration 0024).
     */
    sequence: bigint('sequence', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for the entries the purge writes about itself. */
    districtId: uuid('district_id'),
    locationId: uuid('location_id'),
    /** The change's transaction's start: the entries of one change share it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who changed it; null for the server's own work (a job, a command). */
    actorUserId: uuid('actor_user_id'),
    /** The super admin acting as the actor, during an impersonation. */
    impersonatorUserId: uuid('impersonator_user_id'),
    recordKind: text('record_kind').notNull(),
    recordId: uuid('record_id'),
    /**
     * The record whose History panel shows the entry: the record itself, or the one it belongs to (an
     * agenda item's agenda, a task note's task, a membership's team).
     */
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    /** insert, update, delete; purge for the purge's own entry. */
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    // Each read pages newest first: by time, then by the order within a transaction. No index by person:
    // each one costs every audited write (a task's status move lost 8% of its database throughput to
    // it), and the school screen's person filter reads the school's entries newest first instead.
    index('audit_entries_subject_idx').on(t.subjectKind, t.subjectId, t.occurredAt, t.sequence),
    index('audit_entries_location_idx').on(t.locationId, t.occurredAt, t.sequence),
  ],
);

/**
 * A roster import's preview (issue 23): the validated rows of one uploaded file, kept until the admin who
 * made it applies it (which reads the school afresh and refuses a preview the school has moved away from)
 * or it expires.
 */
export const rosterPreviews = pgTable(
  'roster_previews',
  {
    id: id(),
    districtId: districtRef(),
    locationId: locationRef(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** The file's valid rows, as the plan is made from them again when applied. */
    records: jsonb('records').notNull(),
    /** A digest of the changes the preview showed: apply refuses when the school's plan differs now. */
    planDigest: text('plan_digest').notNull(),
    /** The file had errors: the preview only shows them, and cannot be applied. */
    hasErrors: boolean('has_errors').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('roster_previews_location_idx').on(t.locationId, t.expiresAt)],
);

/**
 * A district's OpenID Connect sign-in providers (issue 24). kind: google, microsoft or oidc. The client
 * secret is AES-256-GCM under SSO_SECRET_KEY. allowed_domains are lower-case e-mail domains.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: id(),
    districtId: districtRef(),
    kind: text('kind').notNull(),
    displayName: text('display_name').notNull(),
    issuerUrl: text('issuer_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    allowedDomains: text('allowed_domains').array().notNull(),
    /** Password sign-in is refused for the allowed domains' addresses, except super admins'. */
    requireSso: boolean('require_sso').notNull().default(false),
    /** Unknown addresses of an allowed domain get a plain staff account at this school; null: none. */
    jitLocationId: uuid('jit_location_id').references(() => locations.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('identity_providers_district_idx').on(t.districtId)],
);

/** A person's account at a provider: linked at the first sign-in, by the provider's subject after that. */
export const userIdentityLinks = pgTable(
  'user_identity_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** The provider's address for the person when last used (shown in My Account). */
    emailAddress: text('email_address').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identity_links_subject_uq').on(t.providerId, t.subject),
    uniqueIndex('user_identity_links_user_uq').on(t.userId, t.providerId),
  ],
);

/**
 * A sign-in begun at a provider and not yet back: keyed by a hash of its state, bound to the browser that
 * began it, used once. It holds the PKCE verifier and the nonce the ID token must carry.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    stateHash: text('state_hash').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_sign_ins_expires_idx').on(t.expiresAt)],
);
