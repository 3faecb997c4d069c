import type { AuditEntry } from '@shared/schemas/audit';
import { richTextToPlain } from '../../lib/sanitize-html';
import { presentChanges, rowImagesOf, type RowImages } from './fields';
import type { EntryRow } from './repository';

/** What each kind of audited record is called on screen. */
const KIND_LABELS: Record<string, string> = {
  meeting: 'Meeting',
  'meeting-team': 'Meeting team',
  'meeting-responsibility': 'Meeting role',
  'meeting-reopening': 'Minutes reopened',
  attendance: 'Attendance',
  agenda: 'Agenda',
  'agenda-item': 'Agenda item',
  'agenda-item-facilitator': 'Item facilitator',
  task: 'Task',
  'task-note': 'Task note',
  goal: 'Goal',
  'goal-team': 'Goal team',
  team: 'Team',
  membership: 'Membership',
  norm: 'Norm',
  user: 'Person',
  'student-note': 'Student note',
  'student-note-comment': 'Student note comment',
  'audit-log': 'Audit log',
};

/** Kinds named after the person they are about (changes.user_id) rather than a title of their own. */
const ABOUT_A_PERSON = new Set([
  'membership',
  'attendance',
  'meeting-responsibility',
  'agenda-item-facilitator',
]);
const TITLE_FIELDS = ['title', 'subject', 'name'];

/** A field's value after the change, else before it (a removal's). */
const lastValueOf = ({ before, after }: RowImages, field: string): unknown => after[field] ?? before[field];

/** The record's name: the person it is about, its current name, or the name it had in the entry. */
function nameOf(row: EntryRow, names: ReadonlyMap<string, string>, hideWords: boolean): string | null {
  const { recordKind, recordId } = row;
  const images = rowImagesOf(row.changes);
  if (ABOUT_A_PERSON.has(recordKind)) {
    const person = lastValueOf(images, 'user_id');
    return typeof person === 'string' ? (names.get(person) ?? null) : null;
  }
  if (hideWords) return null;
  const current = recordId ? names.get(recordId) : undefined;
  if (current) return current;
  const named = TITLE_FIELDS.map((field) => lastValueOf(images, field)).find(
    (value) => typeof value === 'string' && value !== '',
  );
  return typeof named === 'string' ? named : null;
}

function labelOf(row: EntryRow, names: ReadonlyMap<string, string>, hideWords: boolean): string {
  const kind = KIND_LABELS[row.recordKind] ?? row.recordKind;
  if (row.action === 'purge') {
    return `${kind}: ${String(row.changes.removed)} entries before ${String(row.changes.before)} purged`;
  }
  const name = nameOf(row, names, hideWords);
  return name ? `${kind}: ${name}` : kind;
}

/**
 * One entry as the History panel and the school screen show it. `hideWords`: the entry is about a student
 * note the reader may not read, so its words (title, note, comment) are left out.
 */
export function presentEntry(
  row: EntryRow,
  names: ReadonlyMap<string, string>,
  hideWords: boolean,
): AuditEntry {
  const nameOfPerson = (id: string | null) => (id ? (names.get(id) ?? 'Someone since removed') : null);
  return {
    Id: row.id,
    OccurredAt: new Date(row.occurredAt).toISOString(),
    ActorUserId: row.actorUserId,
    ActorName: nameOfPerson(row.actorUserId),
    ImpersonatorName: nameOfPerson(row.impersonatorUserId),
    RecordKind: row.recordKind,
    RecordLabel: labelOf(row, names, hideWords),
    Action: row.action,
    Changes:
      row.action === 'purge'
        ? []
        : presentChanges(rowImagesOf(row.changes), names, richTextToPlain, hideWords),
  };
}
