import {
  ROSTER_PREVIEW_ERRORS,
  ROSTER_PREVIEW_ROWS,
  type RosterKind,
  type RosterPreview,
  type RosterRow,
} from '@shared/schemas/roster';
import type { ImportPlan } from './import-plan';
import type { PeoplePlan } from './plan-people';
import type { RosterIssue } from './roster-issue';

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const roleOf = (isLead: boolean) => (isLead ? 'Lead' : 'Member');

function peopleRows(plan: PeoplePlan | null) {
  if (!plan) return { added: [], changed: [], missing: [], unchanged: 0 };
  return {
    added: plan.creates.map(({ draft, values }): RosterRow => ({
      Line: draft.Line,
      UserId: null,
      Name: nameOf(values),
      Detail: `${values.emailAddress} · ${values.thirdPartyId}`,
      Changes: [],
    })),
    changed: plan.updates.map(({ draft, person, values, changes }): RosterRow => ({
      Line: draft.Line,
      UserId: person.id,
      Name: nameOf(values),
      Detail: `${values.emailAddress} · ${values.thirdPartyId}`,
      Changes: changes.map((change) => ({ Label: change.label, Before: change.before, After: change.after })),
    })),
    missing: plan.missing.map((person): RosterRow => ({
      Line: null,
      UserId: person.id,
      Name: nameOf(person),
      Detail: [person.emailAddress, person.thirdPartyId].filter(Boolean).join(' · '),
      Changes: [],
    })),
    unchanged: plan.unchanged,
  };
}

function membershipRows(plan: ImportPlan['memberships']) {
  if (!plan) return { added: [], changed: [], unchanged: 0 };
  return {
    added: plan.added.map((change): RosterRow => ({
      Line: change.draft.Line,
      UserId: change.userId,
      Name: change.memberName,
      Detail: `${change.teamName} · ${roleOf(change.draft.IsLead)}`,
      Changes: [],
    })),
    changed: plan.roleChanged.map((change): RosterRow => ({
      Line: change.draft.Line,
      UserId: change.userId,
      Name: change.memberName,
      Detail: change.teamName,
      Changes: [{ Label: 'Role', Before: roleOf(!change.draft.IsLead), After: roleOf(change.draft.IsLead) }],
    })),
    unchanged: plan.unchanged,
  };
}

/** A preview as the screen shows it: counts in full, the first rows of each list, every error up to 500. */
export function presentPreview(
  preview: { id: string; kind: RosterKind; expiresAt: Date },
  plan: ImportPlan,
  fileIssues: RosterIssue[],
  notes: string[],
): RosterPreview {
  const staff = peopleRows(plan.staff);
  const students = peopleRows(plan.students);
  const memberships = membershipRows(plan.memberships);
  const added = [...staff.added, ...students.added, ...memberships.added];
  const changed = [...staff.changed, ...students.changed, ...memberships.changed];
  const errors = [...fileIssues, ...plan.issues].sort((a, b) => (a.Line ?? 0) - (b.Line ?? 0));
  return {
    Id: preview.id,
    Kind: preview.kind,
    ExpiresAt: preview.expiresAt.toISOString(),
    NewCount: added.length,
    ChangedCount: changed.length,
    UnchangedCount: staff.unchanged + students.unchanged + memberships.unchanged,
    MissingCount: staff.missing.length + students.missing.length,
    ErrorCount: errors.length,
    New: added.slice(0, ROSTER_PREVIEW_ROWS),
    Changed: changed.slice(0, ROSTER_PREVIEW_ROWS),
    Missing: [...staff.missing, ...students.missing],
    Errors: errors.slice(0, ROSTER_PREVIEW_ERRORS),
    Notes: notes,
    AllowedToApply: errors.length === 0,
  };
}
