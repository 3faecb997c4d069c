import { UserType } from '@shared/constants';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type {
  CandidateUser,
  ManagedTeam,
  MyTeam,
  SaveTeamCommand,
  TeamDetails,
  TeamStaffer,
  TeamSummary,
  TeamWithUsers,
} from '@shared/schemas/teams';
import { TeamMessages } from '@shared/messages';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound, staleOrNotFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { publishLiveEvent } from '../../db/live-events/publish-live-event';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { authorizeAccess } from '../../plugins/record-access';
import {
  canCreateTeams,
  canEditTeam,
  canReadHistory,
  canViewTeam,
  listsEveryTeam,
  loadTeamAccess,
} from './policy';
import { presentRemovableMembers, presentStaffer, presentTeamDetails, presentTeamFlags } from './presenter';
import * as repo from './repository';

/** The team's open meeting rooms check their people's access again (a removed member is cut off). */
const announceMembershipChange = (db: Db, teamId: string) => publishLiveEvent(db, { teamId, kind: 'access' });

export const ONLY_STAFFERS_LEAD = 'Only staffers can be team leads';
export const MEMBERS_OF_SCHOOL = 'Every team member must be a user of this school';

export async function myTeams({ db, auth }: ServiceContext, excludeTypeId: number): Promise<MyTeam[]> {
  const rows = await repo.listMyTeamsWithMembers(db, auth.userId, auth.locationId, excludeTypeId);
  return rows.map((row) => {
    const editable = canEditTeam(auth, { isLead: row.IsLead });
    return {
      TeamId: row.Id,
      TeamName: row.Name,
      TeamMembers: presentRemovableMembers(row.TeamMembers, editable),
      ...presentTeamFlags(editable),
    };
  });
}

/** Loads a team the caller may see, or throws 404 (other school) / 403 (not a member). */
async function viewableTeam(db: Db, auth: AuthContext, teamId: string) {
  const access = await loadTeamAccess(db, auth, teamId);
  authorizeAccess(auth, 'teamMember', canViewTeam(auth, access));
  return access;
}

export async function teamWithUsers({ db, auth }: ServiceContext, teamId: string): Promise<TeamWithUsers> {
  const access = await viewableTeam(db, auth, teamId);
  const team = await repo.findTeamWithMembers(db, teamId, auth.locationId);
  if (!team) throw notFound();
  const editable = canEditTeam(auth, access);
  return {
    Id: team.Id,
    Name: team.Name,
    UsersInTeam: presentRemovableMembers(team.TeamMembers, editable),
    ...presentTeamFlags(editable),
    AllowedToSeeHistory: canReadHistory(auth, access.isLead),
    Version: team.Version,
  };
}

export async function teamDetails({ db, auth }: ServiceContext, teamId: string): Promise<TeamDetails> {
  const access = await viewableTeam(db, auth, teamId);
  const team = await repo.findTeamWithMembers(db, teamId, auth.locationId);
  if (!team) throw notFound();
  return presentTeamDetails(team, canEditTeam(auth, access));
}

export async function teamStaffers({ db, auth }: ServiceContext, teamId: string): Promise<TeamStaffer[]> {
  await viewableTeam(db, auth, teamId);
  return (await repo.listTeamStaffers(db, teamId)).map(presentStaffer);
}

export async function managedTeams(
  { db, auth }: ServiceContext,
  query: ListQuery,
): Promise<Page<ManagedTeam>> {
  const { rows, totalCount } = await repo.pageTeams(db, auth.locationId, auth.userId, query);
  return {
    Items: rows.map((row) => ({
      Id: row.Id,
      Name: row.Name,
      MemberCount: row.MemberCount,
      ...presentTeamFlags(canEditTeam(auth, { isLead: row.IsLead })),
    })),
    TotalCount: totalCount,
  };
}

/** The team builder's candidates: only admins and team leads build teams. */
export async function candidates({ db, auth }: ServiceContext): Promise<CandidateUser[]> {
  authorizeAccess(auth, 'teamLead', canCreateTeams(auth, await repo.isAnyTeamLead(db, auth.userId)));
  return repo.listActiveUsersOfLocation(db, auth.locationId);
}

/**
 * team/addTeamWithUsers: creates (admins and leads of any team; the creator becomes a lead) or updates
 * (admins and leads of that team) a team and its whole member list, in one transaction.
 */
export async function saveTeam(ctx: ServiceContext, command: SaveTeamCommand): Promise<TeamSummary> {
  const { db, auth } = ctx;
  const teamId = command.TeamId;
  const isNew = teamId === null;
  if (teamId === null) {
    authorizeAccess(auth, 'teamLead', canCreateTeams(auth, await repo.isAnyTeamLead(db, auth.userId)));
  } else {
    authorizeAccess(auth, 'teamLead', canEditTeam(auth, await loadTeamAccess(db, auth, teamId)));
  }

  // One entry per user; a user listed twice is a lead if either entry says so.
  const members = new Map<string, boolean>();
  for (const entry of command.UsersInTeam) {
    members.set(entry.UserId, (members.get(entry.UserId) ?? false) || entry.UserRoles.length > 0);
  }
  if (isNew) members.set(auth.userId, true);
  // As userteam/delete keeps a team's last lead, an edit may not drop every lead at once.
  else if (![...members.values()].some(Boolean)) throw badRequest(`UsersInTeam: ${TeamMessages.needsLead}`);

  const school = { districtId: auth.districtId, locationId: auth.locationId };
  return withTransaction(ctx, async ({ db: tx }) => {
    const team =
      teamId === null
        ? await repo.insertTeam(tx, school, command.TeamName, auth.userId)
        : await repo.renameTeam(tx, teamId, auth.locationId, command.TeamName, command.Version);
    // The team was there for the access check: no row now means it moved past the Version sent, or is gone.
    if (!team) throw staleOrNotFound(command.Version);

    const userIds = [...members.keys()];
    const found = await repo.findUsersOfLocation(tx, userIds, auth.locationId);
    // Checked inside the transaction: a bad id rolls back the team row written above too.
    if (found.length !== userIds.length) throw badRequest(`UsersInTeam: ${MEMBERS_OF_SCHOOL}`);
    const leadOfWrongType = found.some(
      (user) => members.get(user.id) && user.userTypeId !== UserType.Staffer,
    );
    if (leadOfWrongType) throw badRequest(`UsersInTeam: ${ONLY_STAFFERS_LEAD}`);

    await repo.deleteMembershipsExcept(tx, team.Id, userIds);
    await repo.upsertMemberships(
      tx,
      school,
      team.Id,
      userIds.map((userId) => ({ userId, isLead: members.get(userId) ?? false })),
    );
    if (teamId !== null) await announceMembershipChange(tx, teamId);
    return team;
  });
}

/** team/delete: the team and its team goals, in one transaction. */
export async function removeTeam(ctx: ServiceContext, teamId: string): Promise<string> {
  const { db, auth } = ctx;
  authorizeAccess(auth, 'teamLead', canEditTeam(auth, await loadTeamAccess(db, auth, teamId)));
  const deleted = await withTransaction(ctx, async ({ db: tx }) => {
    await repo.deleteGoalsOfTeam(tx, teamId, auth.locationId);
    return repo.deleteTeam(tx, teamId, auth.locationId);
  });
  if (!deleted) throw notFound();
  return deleted;
}

/** The teams of the caller's school, by name. */
export const teamsOfSchool = ({ db, auth }: ServiceContext) => repo.listTeamsOfLocation(db, auth.locationId);

/** The caller's teams, by name. */
export const teamsOfCaller = ({ db, auth }: ServiceContext) =>
  repo.listTeamsOfUser(db, auth.userId, auth.locationId);

/** The teams the caller's lists can be filtered by (ours), by name. */
export const teamsToFilterBy = (ctx: ServiceContext) =>
  listsEveryTeam(ctx.auth) ? teamsOfSchool(ctx) : teamsOfCaller(ctx);

export async function removeMember(ctx: ServiceContext, userTeamId: string): Promise<string> {
  const { db, auth } = ctx;
  const membership = await repo.findMembership(db, userTeamId, auth.locationId);
  if (!membership) throw notFound();
  authorizeAccess(auth, 'teamLead', canEditTeam(auth, await loadTeamAccess(db, auth, membership.teamId)));
  // The members are part of the team's edit form: one loaded before this removal must not save them back.
  await withTransaction(ctx, async ({ db: tx }) => {
    // Under the team's lock, so two leads removing each other cannot both succeed.
    await repo.lockTeam(tx, membership.teamId);
    if (await repo.isOnlyLead(tx, userTeamId, membership.teamId)) throw conflict(TeamMessages.lastLead);
    await repo.deleteMembership(tx, userTeamId);
    await repo.markTeamChanged(tx, membership.teamId);
    await announceMembershipChange(tx, membership.teamId);
  });
  return userTeamId;
}
