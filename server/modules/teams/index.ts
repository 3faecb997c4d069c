/** What other modules may use of teams; everything else in the folder is its own. */
export { listManagedTeams } from './managed-teams-repository';
export { findSharedTeamIds, findTeamMembership, listPeopleOfTeams } from './membership-repository';
export { canCreateTeams, canEditTeam, canReadHistory, canViewTeam, loadTeamAccess } from './policy';
export { isAnyTeamLead } from './repository';
export { presentPersonOption } from './presenter';
export type { TeamAccess } from './policy';
export { listSchoolMemberships, writeMemberships } from './bulk-membership-repository';
export type { SchoolMembership } from './bulk-membership-repository';
