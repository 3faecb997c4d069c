import type { TeamMember } from '@shared/schemas/teams';

/** 'Team Lead', or 'Co-Team Lead' when the team has more than one lead (spec section 2, /myTeams). */
export function leadLabel(member: TeamMember, members: TeamMember[]): string | null {
  if (!member.IsTeamLead) return null;
  return members.filter((other) => other.IsTeamLead).length > 1 ? 'Co-Team Lead' : 'Team Lead';
}
