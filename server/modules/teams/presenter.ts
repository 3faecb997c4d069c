import { fInitialLastName, fullName } from '@shared/names';
import type { Option } from '@shared/schemas/common';
import type { RemovableTeamMember, TeamDetails, TeamMember, TeamStaffer } from '@shared/schemas/teams';
import { canRemoveMember } from './policy';
import type { findTeamWithMembers, listTeamStaffers } from './repository';

type StafferRow = Awaited<ReturnType<typeof listTeamStaffers>>[number];

/** A team's staffer with the spec's name formats. */
export const presentStaffer = (row: StafferRow): TeamStaffer => ({
  ...row,
  FullName: fullName(row),
  FInitialLastName: fInitialLastName(row),
});

/**
 * A team's members with the caller's right to remove each. `members` lists every staffer of the team
 * (a list may leave students or partners out), so its leads are all the team's leads.
 */
/** A team's Allowed* flags: whoever may edit it may also delete it (spec section 6). */
export const presentTeamFlags = (editable: boolean) => ({
  AllowedToEdit: editable,
  AllowedToDelete: editable,
});

export function presentRemovableMembers(members: TeamMember[], teamEditable: boolean): RemovableTeamMember[] {
  const leads = members.filter((member) => member.IsTeamLead).length;
  return members.map((member) => ({
    ...member,
    AllowedToRemove: canRemoveMember(teamEditable, { isOnlyLead: member.IsTeamLead && leads === 1 }),
  }));
}

/** A member of a team as a choice of a form (an assignee, a meeting's people). */
export const presentPersonOption = (person: { id: string; firstName: string; lastName: string }): Option => ({
  Id: person.id,
  Name: fullName({ FirstName: person.firstName, LastName: person.lastName }),
});

type TeamRow = NonNullable<Awaited<ReturnType<typeof findTeamWithMembers>>>;

/** A team's name and norms title, and whether the caller may edit it. */
export const presentTeamDetails = (team: TeamRow, editable: boolean): TeamDetails => ({
  Id: team.Id,
  Name: team.Name,
  TeamNormsTitle: team.NormsTitle,
  AllowedToEdit: editable,
});
