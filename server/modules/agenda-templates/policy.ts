import type { AuthContext } from '../../plugins/auth';

/** The caller's relation to a template's team (none for a school template). */
export interface TemplateTeamRelation {
  teamId: string | null;
  callerIsMember: boolean;
  callerLeadsTeam: boolean;
}

/**
 * Agenda templates: a school template (no team) is its admins' to keep and every member's to use; a team
 * template is kept by the team's leads and the school's admins, and used by the team's members.
 */
export const canEditTemplate = (auth: AuthContext, template: TemplateTeamRelation) =>
  auth.isAdmin || (template.teamId !== null && template.callerLeadsTeam);

export const canUseTemplate = (auth: AuthContext, template: TemplateTeamRelation) =>
  auth.isAdmin || template.teamId === null || template.callerIsMember;

/** Admins see every team's templates; others the school's and their own teams'. */
export const seesEveryTeamsTemplates = (auth: AuthContext) => auth.isAdmin;
