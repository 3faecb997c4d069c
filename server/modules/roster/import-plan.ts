import { createHash } from 'node:crypto';
import { UserType, type UserTypeId } from '@shared/constants';
import type { RosterKind } from '@shared/schemas/roster';
import type { Db } from '../../db/database';
import { listSchoolMemberships } from '../teams';
import { findEmailOwners, findThirdPartyIdsElsewhere, listSchoolPeople } from '../users';
import { planMemberships, type MembershipPlan } from './plan-memberships';
import { planPeople, type PeoplePlan, type PersonDraft } from './plan-people';
import type { RosterIssue } from './roster-issue';
import type { MembershipRecord } from './row-rules';

/**
 * A file's valid rows, as a preview keeps them: people of each kind (a staff or students CSV fills one,
 * a OneRoster bundle both) or memberships.
 */
export interface ImportRecords {
  staff: PersonDraft[];
  students: PersonDraft[];
  memberships: MembershipRecord[];
}

export interface ImportPlan {
  staff: PeoplePlan | null;
  students: PeoplePlan | null;
  memberships: MembershipPlan | null;
  issues: RosterIssue[];
  /** A digest of every change the plan makes: apply refuses a preview whose plan is not the same now. */
  digest: string;
}

interface School {
  districtId: string;
  locationId: string;
}

/** Which people each kind of file holds. */
const PEOPLE_KINDS: Record<RosterKind, ('staff' | 'students')[]> = {
  staff: ['staff'],
  students: ['students'],
  memberships: [],
  oneroster: ['staff', 'students'],
};

const PERSON_KIND: Record<'staff' | 'students', { type: UserTypeId; idName: string }> = {
  staff: { type: UserType.Staffer, idName: 'staff id' },
  students: { type: UserType.Student, idName: 'student id' },
};

async function planPeopleOf(
  db: Db,
  school: School,
  callerId: string,
  which: 'staff' | 'students',
  drafts: PersonDraft[],
  idColumn: string,
): Promise<PeoplePlan> {
  const { type, idName } = PERSON_KIND[which];
  const [existing, emailOwners, idsElsewhere] = await Promise.all([
    listSchoolPeople(db, school.locationId, type),
    findEmailOwners(
      db,
      drafts.map((draft) => draft.EmailAddress.toLowerCase()),
    ),
    findThirdPartyIdsElsewhere(
      db,
      school,
      type,
      drafts.map((draft) => draft.ThirdPartyId),
    ),
  ]);
  return planPeople(drafts, {
    existing,
    emailOwners,
    idsElsewhere,
    locationId: school.locationId,
    callerId,
    idName,
    idColumn,
  });
}

async function planMembershipsOf(
  db: Db,
  school: School,
  drafts: MembershipRecord[],
): Promise<MembershipPlan> {
  const [{ teams, memberships }, staff, students] = await Promise.all([
    listSchoolMemberships(db, school.locationId),
    listSchoolPeople(db, school.locationId, UserType.Staffer),
    listSchoolPeople(db, school.locationId, UserType.Student),
  ]);
  const person = (isStudent: boolean) => (p: (typeof staff)[number]) => ({
    id: p.id,
    emailAddress: p.emailAddress,
    name: `${p.firstName} ${p.lastName}`,
    isStudent,
  });
  return planMemberships(drafts, {
    teams,
    memberships,
    people: [...staff.map(person(false)), ...students.map(person(true))],
  });
}

/** The id column's name in the file, for errors: a OneRoster bundle names it identifier. */
const idColumnOf = (kind: RosterKind, which: 'staff' | 'students') =>
  kind === 'oneroster' ? 'identifier' : which === 'staff' ? 'StaffId' : 'StudentId';

/** The plan of a file's rows against the school as it is now. */
export async function planImport(
  db: Db,
  school: School,
  callerId: string,
  kind: RosterKind,
  records: ImportRecords,
): Promise<ImportPlan> {
  const [staff, students, memberships] = await Promise.all([
    PEOPLE_KINDS[kind].includes('staff')
      ? planPeopleOf(db, school, callerId, 'staff', records.staff, idColumnOf(kind, 'staff'))
      : null,
    PEOPLE_KINDS[kind].includes('students')
      ? planPeopleOf(db, school, callerId, 'students', records.students, idColumnOf(kind, 'students'))
      : null,
    kind === 'memberships' ? planMembershipsOf(db, school, records.memberships) : null,
  ]);
  const issues = [...(staff?.issues ?? []), ...(students?.issues ?? []), ...(memberships?.issues ?? [])];
  return { staff, students, memberships, issues, digest: digestOf(staff, students, memberships) };
}

function digestOf(...plans: (PeoplePlan | MembershipPlan | null)[]): string {
  const changes = plans.map((plan) => {
    if (plan === null) return null;
    if ('creates' in plan) {
      return {
        creates: plan.creates.map((create) => create.values),
        updates: plan.updates.map((update) => [update.person.id, update.values]),
        missing: plan.missing.map((person) => person.id).sort(),
      };
    }
    return {
      added: plan.added.map((change) => [change.teamId, change.userId, change.draft.IsLead]),
      roles: plan.roleChanged.map((change) => [change.membershipId, change.draft.IsLead]),
    };
  });
  return createHash('sha256').update(JSON.stringify(changes)).digest('hex');
}
