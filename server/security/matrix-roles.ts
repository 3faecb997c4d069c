import type { Access } from '../plugins/auth';
import { DemoAccounts } from '../db/seed/demo';

/**
 * The callers of the matrix, named by their relation to the demo school's 7th Grade Math team, the team
 * every addressed record belongs to (not a test).
 */
export const MatrixRoles = {
  anonymous: null,
  /** Marcus: a member of the team (and the note taker of its meetings). */
  teamMember: DemoAccounts.teacher,
  /** Aisha: a member of Literacy and Science only (given a password in the test's copy). */
  otherTeamMember: 'aisha.khan@demo.plchub.test',
  /** Priya: the team's lead. */
  teamLead: DemoAccounts.lead,
  /** Elena: leads Literacy and Science, not on the team. */
  otherTeamLead: 'elena.garcia@demo.plchub.test',
  /** Dana: an admin of the demo school. */
  admin: DemoAccounts.admin,
  /** Robin: the admin of East Valley, another school of the district. */
  otherSchoolAdmin: DemoAccounts.eastAdmin,
  /** Morgan: a super admin (of the demo school). */
  superAdmin: DemoAccounts.superAdmin,
} as const;
export type Role = keyof typeof MatrixRoles;
export const ROLES = Object.keys(MatrixRoles) as Role[];

const SIGNED_IN = ROLES.filter((role) => role !== 'anonymous');
/** Records another school owns answer 404 to everyone but the super admin's routes. */
const OF_THE_SCHOOL = SIGNED_IN.filter((role) => role !== 'otherSchoolAdmin');
const SCHOOL_ADMINS: Role[] = ['admin', 'superAdmin'];

/** Who passes each level when the request addresses a record of the team (or of its school). */
const ON_A_RECORD: Record<Exclude<Access, 'owner'>, readonly Role[]> = {
  anonymous: ROLES,
  member: OF_THE_SCHOOL,
  teamMember: ['teamMember', 'teamLead', ...SCHOOL_ADMINS],
  teamLead: ['teamLead', ...SCHOOL_ADMINS],
  admin: SCHOOL_ADMINS,
  superAdmin: ['superAdmin'],
};

/**
 * Who passes each level when the request addresses no record (a list of the caller's school, a new
 * record of their own): the level's role anywhere, in the caller's own school.
 */
const ON_NO_RECORD: Record<Exclude<Access, 'owner'>, readonly Role[]> = {
  ...ON_A_RECORD,
  member: SIGNED_IN,
  teamMember: SIGNED_IN,
  teamLead: ['teamLead', 'otherTeamLead', 'otherSchoolAdmin', ...SCHOOL_ADMINS],
  admin: ['otherSchoolAdmin', ...SCHOOL_ADMINS],
};

/**
 * The oracle: whether `role` may make a request the route declared `access` for. `owners` are the roles
 * the addressed record belongs to, for `owner` routes.
 */
export function mayCall(
  access: Access,
  role: Role,
  addressesRecord: boolean,
  owners: readonly Role[] = [],
): boolean {
  if (access === 'owner')
    return addressesRecord ? [...owners, ...SCHOOL_ADMINS].includes(role) : role !== 'anonymous';
  return (addressesRecord ? ON_A_RECORD : ON_NO_RECORD)[access].includes(role);
}

/**
 * What a refused call must answer: 401 without a session, 403 or 404 (record hidden) with one, or the
 * route's own refusal status (`refusedWith`).
 */
export const refusalStatuses = (role: Role, refusedWith?: number) =>
  role === 'anonymous' ? [401] : [403, 404, ...(refusedWith ? [refusedWith] : [])];
