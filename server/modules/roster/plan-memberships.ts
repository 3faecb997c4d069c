import type { RosterIssue } from './roster-issue';
import type { MembershipRecord } from './row-rules';

/**
 * What a memberships file would change: the memberships it adds (with a lead role where the row says
 * lead) and the existing ones whose lead role it gives or takes. A membership the file leaves out stays:
 * a team's page removes members one at a time. Teams match by name, people by e-mail, both ignoring case.
 */

export interface MembershipContext {
  teams: { id: string; name: string }[];
  /** The school's live people, any kind. */
  people: { id: string; emailAddress: string | null; name: string; isStudent: boolean }[];
  memberships: { membershipId: string; teamId: string; userId: string; isLead: boolean }[];
}

export interface MembershipChange {
  draft: MembershipRecord;
  teamId: string;
  teamName: string;
  userId: string;
  memberName: string;
  /** The existing membership whose role changes; undefined for a new membership. */
  membershipId?: string;
}

export interface MembershipPlan {
  added: MembershipChange[];
  roleChanged: MembershipChange[];
  unchanged: number;
  issues: RosterIssue[];
}

export const MembershipMessages = {
  unknownTeam: (name: string) => `This school has no team named "${name}"`,
  unknownPerson: 'Nobody of this school has this e-mail address',
  studentLead: 'A student cannot lead a team',
} as const;

export function planMemberships(
  drafts: readonly MembershipRecord[],
  context: MembershipContext,
): MembershipPlan {
  const teams = new Map(context.teams.map((team) => [team.name.toLowerCase(), team]));
  const people = new Map(
    context.people
      .filter((p) => p.emailAddress)
      .map((person) => [person.emailAddress!.toLowerCase(), person]),
  );
  const existing = new Map(context.memberships.map((m) => [`${m.teamId} ${m.userId}`, m]));
  const plan: MembershipPlan = { added: [], roleChanged: [], unchanged: 0, issues: [] };
  for (const draft of drafts) {
    const team = teams.get(draft.TeamName.toLowerCase());
    const person = people.get(draft.MemberEmail.toLowerCase());
    if (!team)
      plan.issues.push({
        Line: draft.Line,
        Field: 'TeamName',
        Message: MembershipMessages.unknownTeam(draft.TeamName),
      });
    if (!person)
      plan.issues.push({ Line: draft.Line, Field: 'MemberEmail', Message: MembershipMessages.unknownPerson });
    if (person?.isStudent && draft.IsLead) {
      plan.issues.push({ Line: draft.Line, Field: 'Role', Message: MembershipMessages.studentLead });
      continue;
    }
    if (!team || !person) continue;
    const change = {
      draft,
      teamId: team.id,
      teamName: team.name,
      userId: person.id,
      memberName: person.name,
    };
    const membership = existing.get(`${team.id} ${person.id}`);
    if (!membership) plan.added.push(change);
    else if (membership.isLead !== draft.IsLead)
      plan.roleChanged.push({ ...change, membershipId: membership.membershipId });
    else plan.unchanged += 1;
  }
  return plan;
}
