import type { AuthContext } from '../../plugins/auth';
import type { TeamAccess } from '../teams';

/**
 * Who sees which insights. A school's admins (and its super admins) see every team of their school; a team
 * lead sees the teams they lead; nobody else sees any. The district's figures are for super admins (the
 * route's declared access), who see each school of it too. Another school's team is not found for anyone
 * else (teams' loadTeamAccess).
 */

/** Every team of the caller's school, not only those they lead. */
export const seesEveryTeam = (auth: AuthContext) => auth.isAdmin || auth.isSuperAdmin;

/** School insights: an admin, or the lead of at least one team (who then sees only those teams). */
export const canSeeSchoolInsights = (auth: AuthContext, leadsTeams: boolean) =>
  seesEveryTeam(auth) || leadsTeams;

/** One team's insights, its meetings and its tasks: the school's admins and the team's leads. */
export const canSeeTeamInsights = (auth: AuthContext, team: Pick<TeamAccess, 'isLead'>) =>
  seesEveryTeam(auth) || team.isLead;

/** District insights: every school of the caller's district. */
export const canSeeDistrictInsights = (auth: AuthContext) => auth.isSuperAdmin;

/**
 * A super admin drills from the district's figures into any school of the district, and into its teams'
 * figures and lists: insights only. Another school's meetings and tasks stay closed on their own screens
 * (impersonation opens them), so its lists are not links.
 */
export const seesOtherSchools = (auth: AuthContext) => auth.isSuperAdmin;

/** The listed meetings and tasks open on their own screens: those of the caller's school. */
export const canOpenTeamRecords = (auth: AuthContext, teamLocationId: string) =>
  teamLocationId === auth.locationId;
