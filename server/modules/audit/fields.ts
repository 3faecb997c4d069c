import {
  ATTENDANCE_STATUS_LABELS,
  MEETING_ROLE_NAMES,
  TASK_STATUS_NAMES,
  TeamRole,
  UserType,
} from '@shared/constants';
import type { AuditChange } from '@shared/schemas/audit';

/**
 * How an audit entry's stored columns read on screen: their labels, and their values as text (a person's
 * name for a person's id, a status's name for its id, a rich text's words).
 */

const LABELS: Record<string, string> = {
  title: 'Title',
  subject: 'Subject',
  name: 'Name',
  description: 'Description',
  outcome: 'Outcome',
  note: 'Note',
  comment: 'Comment',
  norm: 'Norm',
  norms_title: 'Norms title',
  due_date: 'Due date',
  date_assigned: 'Date assigned',
  target_date: 'Target date',
  completed_at: 'Completed',
  task_status_id: 'Status',
  goal_status_id: 'Status',
  status: 'Attendance',
  guest_name: 'Guest',
  assigned_to_user_id: 'Assigned to',
  assigned_by_user_id: 'Assigned by',
  created_by_user_id: 'Created by',
  user_id: 'Person',
  team_id: 'Team',
  goal_id: 'Goal',
  meeting_id: 'Meeting',
  agenda_item_id: 'Agenda item',
  start_date_time: 'Starts',
  end_date_time: 'Ends',
  location: 'Room',
  item_type_id: 'Item type',
  order_id: 'Place in the agenda',
  item_order: 'Order of items',
  norm_order: 'Order of norms',
  time_in_minutes: 'Minutes',
  is_finished: 'Finished',
  has_agenda_posted: 'Agenda posted',
  responsibility_id: 'Role',
  first_name: 'First name',
  last_name: 'Last name',
  email_address: 'E-mail',
  third_party_id: 'Staff or student id',
  graduation_year: 'Graduation year',
  is_admin: 'Admin',
  is_super_admin: 'Super admin',
  active: 'Active',
  user_type_id: 'Kind of person',
  password_hash: 'Password',
  deleted_at: 'Deleted',
  [`role_${TeamRole.TeamLead}`]: 'Team lead',
};

/** Columns holding ids the entry shows by name. */
const NAMED_COLUMNS = new Set([
  'assigned_to_user_id',
  'assigned_by_user_id',
  'created_by_user_id',
  'user_id',
  'team_id',
  'goal_id',
  'meeting_id',
  'agenda_item_id',
  'note_taker_id',
  'posted_by_user_id',
  'recorded_by_user_id',
  'reopened_by_user_id',
  'minutes_finalized_by_user_id',
  'video_host_user_id',
]);

const RICH_TEXT = new Set(['description', 'outcome', 'note', 'comment']);
const DATES = new Set(['due_date', 'date_assigned', 'target_date', 'first_day', 'series_day']);
const isInstant = (field: string) =>
  field.endsWith('_at') || field === 'start_date_time' || field === 'end_date_time';

/** A student note's words, kept from readers who may not read the note. */
export const NOTE_WORDS = new Set(['title', 'note', 'comment']);

const USER_TYPES: Record<number, string> = {
  [UserType.Staffer]: 'Staff',
  [UserType.Student]: 'Student',
  [UserType.Partner]: 'Partner',
};
const CODES: Record<string, Record<number, string>> = {
  task_status_id: TASK_STATUS_NAMES,
  goal_status_id: { 1: 'Open', 2: 'Completed' },
  status: ATTENDANCE_STATUS_LABELS,
  responsibility_id: MEETING_ROLE_NAMES,
  user_type_id: USER_TYPES,
};

const humanize = (field: string) => {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const labelOf = (field: string) => LABELS[field] ?? humanize(field);

/** An entry's row before and after the change (migration 0023); the purge's own entry has neither. */
export interface RowImages {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export const rowImagesOf = (changes: Record<string, unknown>): RowImages => ({
  before: objectOf(changes.before),
  after: objectOf(changes.after),
});

/** Columns every entry holds in its own fields (its record, school and district). */
const RECORD_COLUMNS = new Set(['id', 'district_id', 'location_id']);

/** The fields a change changed, with their values before and after (null for none). */
export function changedFields({ before, after }: RowImages): [string, unknown, unknown][] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => !RECORD_COLUMNS.has(field))
    .map((field): [string, unknown, unknown] => [field, before[field] ?? null, after[field] ?? null])
    .filter(([, was, is]) => JSON.stringify(was) !== JSON.stringify(is));
}

/** The ids of people, teams, goals and meetings an entry's values name. */
export function namedIds({ before, after }: RowImages): string[] {
  return [...Object.entries(before), ...Object.entries(after)]
    .filter(([field, value]) => NAMED_COLUMNS.has(field) && typeof value === 'string')
    .map(([, value]) => value as string);
}

type Names = ReadonlyMap<string, string>;

function textOf(field: string, value: unknown, names: Names, plain: (html: string) => string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && CODES[field]) return CODES[field][value] ?? String(value);
  if (typeof value === 'string' && NAMED_COLUMNS.has(field))
    return names.get(value) ?? 'Someone since removed';
  if (typeof value === 'string' && RICH_TEXT.has(field)) return plain(value);
  if (typeof value === 'string') return value;
  // A reorder's entry (migration 0025): the list's titles in order.
  if (Array.isArray(value)) return value.map((title, index) => `${index + 1}. ${String(title)}`).join(', ');
  return JSON.stringify(value);
}

/** A password's change: the log keeps only whether there is one, and "changed" for a new one (0023). */
const passwordChange = (after: unknown): AuditChange => ({
  Field: 'password_hash',
  Label: labelOf('password_hash'),
  Before: null,
  After: after === false ? 'Removed' : after === 'changed' ? 'Changed' : 'Set',
  Format: 'text',
  Hidden: false,
});

/**
 * An entry's changed fields as the screen shows them. `hideWords`: blank a student note's words.
 */
export function presentChanges(
  images: RowImages,
  names: Names,
  plain: (html: string) => string,
  hideWords: boolean,
): AuditChange[] {
  return changedFields(images).map(([field, before, after]): AuditChange => {
    if (field === 'password_hash') return passwordChange(after);
    const hidden = hideWords && NOTE_WORDS.has(field);
    return {
      Field: field,
      Label: labelOf(field),
      Before: hidden ? null : textOf(field, before, names, plain),
      After: hidden ? null : textOf(field, after, names, plain),
      Format: DATES.has(field) ? 'date' : isInstant(field) ? 'instant' : 'text',
      Hidden: hidden,
    };
  });
}
