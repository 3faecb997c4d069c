import { naturalSortKey } from '@shared/natural-sort';
import type { AgendaTemplate } from '@shared/schemas/agenda-templates';

/** "6 items", "1 item". */
export const itemCount = (template: AgendaTemplate) =>
  `${template.Items.length} item${template.Items.length === 1 ? '' : 's'}`;

/** The templates of the school, or of one team, under one heading. */
export interface TemplateGroup {
  /** Null for the school's. */
  teamId: string | null;
  heading: string;
  templates: AgendaTemplate[];
}

/**
 * The school's templates first, then each team's by team name, each in the server's order (by name). The
 * school's group, and the group of `team` when given, show even when empty: they are where new ones go.
 */
export function groupTemplates(
  templates: readonly AgendaTemplate[],
  team: { id: string; name: string } | undefined,
): TemplateGroup[] {
  const school: TemplateGroup = { teamId: null, heading: 'School templates', templates: [] };
  const teams = new Map<string, TemplateGroup>();
  const teamGroup = (teamId: string, name: string) => {
    const group = teams.get(teamId) ?? { teamId, heading: `${name} templates`, templates: [] };
    teams.set(teamId, group);
    return group;
  };
  if (team) teamGroup(team.id, team.name);
  for (const template of templates) {
    const group = template.TeamId ? teamGroup(template.TeamId, template.TeamName ?? '') : school;
    group.templates.push(template);
  }
  const byName = [...teams.values()].sort((a, b) =>
    naturalSortKey(a.heading) < naturalSortKey(b.heading) ? -1 : 1,
  );
  return [school, ...byName];
}
