import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { findTeamMembership } from './membership-repository';

/** What the caller is to one team of their school. */
export interface TeamAccess {
  teamId: string;
  isMember: boolean;
  isLead: boolean;
}

/**
 * The caller's relation to a team; a team of another school answers 404, exactly like one that does
 * not exist, so ids guessed from another school reveal nothing.
 */
export async function loadTeamAccess(db: Db, auth: AuthContext, teamId: string): Promise<TeamAccess> {
  const membership = await findTeamMembership(db, teamId, auth.userId, auth.locationId);
  if (!membership) throw notFound();
  return membership;
}

/** Members see a team, its norms and its students; admins see every team of their school. */
export const canViewTeam = (auth: AuthContext, access: TeamAccess) => auth.isAdmin || access.isMember;

/** The teams whose goals, meetings and tasks the caller's lists hold: admins every team of the school. */
export const listsEveryTeam = (auth: AuthContext) => auth.isAdmin;

/** Admins change any team of their school, leads their own (spec section 6). */
export const canEditTeam = (auth: AuthContext, access: Pick<TeamAccess, 'isLead'>) =>
  auth.isAdmin || access.isLead;

/**
 * The History of a record of a team (a meeting, task, goal, the team itself) and of a person: the
 * school's admins and the leads of the record's team (audit's History panel, AllowedToSeeHistory).
 */
export const canReadHistory = (auth: AuthContext, callerLeadsTeam: boolean) =>
  auth.isAdmin || callerLeadsTeam;

/** Admins and team leads (of any team) create teams. */
export const canCreateTeams = (auth: AuthContext, isAnyTeamLead: boolean) => auth.isAdmin || isAnyTeamLead;

/** A member may be removed by whoever may edit the team, unless they are its only lead: a team keeps a lead. */
export const canRemoveMember = (teamEditable: boolean, member: { isOnlyLead: boolean }) =>
  teamEditable && !member.isOnlyLead;
