import type { MeetingRole, SaveMeetingRolesRequest } from '@shared/schemas/meetings';
import { MeetingMessages } from '@shared/schemas/meetings';
import { badRequest } from '../../errors';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { loadManageableMeeting } from './policy';
import { listPlcRoles, replacePlcRoles } from './roles-repository';
import { listEligibleMembers } from './save-repository';

export const presentRoles = (rows: { role: number; userId: string }[]): MeetingRole[] =>
  rows.map((row) => ({ ResponsibilityId: row.role as MeetingRole['ResponsibilityId'], UserId: row.userId }));

/**
 * meeting/saveRoles: the meeting's managers name its facilitator, timekeeper and norms keeper, each an
 * active staff member or partner of the meeting's team (as the note taker must be).
 */
export async function saveRoles(ctx: ServiceContext, meetingId: string, request: SaveMeetingRolesRequest) {
  const { db, auth } = ctx;
  const meeting = await loadManageableMeeting(db, auth, meetingId);
  const teamId = meeting.teamIds[0];
  const people = new Set(teamId ? await listEligibleMembers(db, teamId, auth.locationId) : []);
  if (request.Roles.some((role) => !people.has(role.UserId))) {
    throw badRequest(`Roles: ${MeetingMessages.roleNotEligible}`);
  }
  const school = { districtId: auth.districtId, locationId: auth.locationId };
  const rows = await withTransaction(ctx, async ({ db: tx }) => {
    await replacePlcRoles(
      tx,
      school,
      [meetingId],
      request.Roles.map((role) => ({ meetingId, role: role.ResponsibilityId, userId: role.UserId })),
    );
    return listPlcRoles(tx, meetingId);
  });
  return { Roles: presentRoles(rows) };
}
