import type { SchoolPerson } from '../users';
import type { RosterIssue } from './roster-issue';

/**
 * What a file of people would change in a school: whom it adds, whom it changes and how, how many stay
 * as they are, and the school's active people it does not name. Rows match the school's people of their
 * kind by staff or student id first, then by e-mail (ignoring case). Pure: the service reads the school.
 */

/** A valid row of a file: a staff row (IsAdmin only from a staff CSV) or a student row. */
export interface PersonDraft {
  Line: number;
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  ThirdPartyId: string;
  Active: boolean;
  IsAdmin?: boolean;
  GraduationYear?: number;
}

/** A live person of the school of the file's kind. */
export type ExistingPerson = SchoolPerson;

export interface PeopleContext {
  existing: ExistingPerson[];
  /** Live users anywhere holding the file's addresses (lower case): addresses are unique across districts. */
  emailOwners: ReadonlyMap<string, { id: string; locationId: string }>;
  /** The file's staff or student ids held in the district's other schools. */
  idsElsewhere: ReadonlySet<string>;
  locationId: string;
  /** The admin importing: never offered for deactivation. */
  callerId: string;
  /** "staff id" or "student id", for messages. */
  idName: string;
  /** The column the file names ids with (StaffId, StudentId, identifier). */
  idColumn: string;
}

export interface FieldChange {
  field: keyof PersonValues;
  label: string;
  before: string;
  after: string;
}

/** A person's fields an import sets. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  thirdPartyId: string;
  active: boolean;
  isAdmin: boolean;
  graduationYear: number | null;
}

export interface PeoplePlan {
  creates: { draft: PersonDraft; values: PersonValues }[];
  updates: { draft: PersonDraft; person: ExistingPerson; values: PersonValues; changes: FieldChange[] }[];
  unchanged: number;
  missing: ExistingPerson[];
  issues: RosterIssue[];
}

export const PlanMessages = {
  emailElsewhere: 'This e-mail address is already used in another school',
  emailTaken: 'This e-mail address is already used by another person of this school',
  idElsewhere: (idName: string) => `This ${idName} is already used in another school of the district`,
  idTaken: (idName: string, name: string) => `This ${idName} belongs to ${name}`,
  samePerson: (line: number) => `This row and line ${line} are the same person`,
} as const;

const LABELS: Record<keyof PersonValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  emailAddress: 'E-mail',
  thirdPartyId: 'Id',
  active: 'Active',
  isAdmin: 'Admin',
  graduationYear: 'Graduation year',
};

const text = (value: string | boolean | number | null) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value === null ? '' : String(value);

const valuesOf = (draft: PersonDraft, person: ExistingPerson | undefined): PersonValues => ({
  firstName: draft.FirstName,
  lastName: draft.LastName,
  emailAddress: draft.EmailAddress,
  thirdPartyId: draft.ThirdPartyId,
  active: draft.Active,
  // A file without the column (a OneRoster bundle) never grants or takes admin rights.
  isAdmin: draft.IsAdmin ?? person?.isAdmin ?? false,
  graduationYear: draft.GraduationYear ?? person?.graduationYear ?? null,
});

function changesOf(person: ExistingPerson, values: PersonValues): FieldChange[] {
  const before: PersonValues = {
    firstName: person.firstName,
    lastName: person.lastName,
    emailAddress: person.emailAddress ?? '',
    thirdPartyId: person.thirdPartyId ?? '',
    active: person.active,
    isAdmin: person.isAdmin,
    graduationYear: person.graduationYear,
  };
  return (Object.keys(LABELS) as (keyof PersonValues)[])
    .filter((field) => before[field] !== values[field])
    .map((field) => ({
      field,
      label: LABELS[field],
      before: text(before[field]),
      after: text(values[field]),
    }));
}

export function planPeople(drafts: readonly PersonDraft[], context: PeopleContext): PeoplePlan {
  const byId = new Map(context.existing.filter((p) => p.thirdPartyId).map((p) => [p.thirdPartyId!, p]));
  const byEmail = new Map(
    context.existing.filter((p) => p.emailAddress).map((p) => [p.emailAddress!.toLowerCase(), p]),
  );
  const matchedLine = new Map<string, number>();
  const plan: PeoplePlan = { creates: [], updates: [], unchanged: 0, missing: [], issues: [] };
  const issue = (draft: PersonDraft, field: string, message: string) =>
    plan.issues.push({ Line: draft.Line, Field: field, Message: message });

  for (const draft of drafts) {
    const email = draft.EmailAddress.toLowerCase();
    const person = byId.get(draft.ThirdPartyId) ?? byEmail.get(email);
    const owner = context.emailOwners.get(email);
    const idHolder = byId.get(draft.ThirdPartyId);
    let ok = true;
    if (owner && owner.id !== person?.id) {
      issue(
        draft,
        'EmailAddress',
        owner.locationId === context.locationId ? PlanMessages.emailTaken : PlanMessages.emailElsewhere,
      );
      ok = false;
    }
    if (idHolder && person && idHolder.id !== person.id) {
      issue(
        draft,
        context.idColumn,
        PlanMessages.idTaken(context.idName, `${idHolder.firstName} ${idHolder.lastName}`),
      );
      ok = false;
    } else if (!idHolder && context.idsElsewhere.has(draft.ThirdPartyId)) {
      issue(draft, context.idColumn, PlanMessages.idElsewhere(context.idName));
      ok = false;
    }
    const earlier = person ? matchedLine.get(person.id) : undefined;
    if (earlier !== undefined) {
      issue(draft, context.idColumn, PlanMessages.samePerson(earlier));
      ok = false;
    }
    if (person) matchedLine.set(person.id, draft.Line);
    if (!ok) continue;
    const values = valuesOf(draft, person);
    if (!person) {
      plan.creates.push({ draft, values });
      continue;
    }
    const changes = changesOf(person, values);
    if (changes.length === 0) plan.unchanged += 1;
    else plan.updates.push({ draft, person, values, changes });
  }
  plan.missing = context.existing.filter(
    (person) =>
      person.active && !matchedLine.has(person.id) && !person.isSuperAdmin && person.id !== context.callerId,
  );
  return plan;
}
