import { QueryRoot } from '../../../lib/query-roots';

/**
 * Query keys of the agenda feature. They sit under the meetings root: a meeting save (subject, times,
 * room) and a meeting-notes save (outcomes) mark [QueryRoot.meetings] stale, and the agenda shows both.
 */
export const agendaKeys = {
  all: [QueryRoot.meetings, 'agenda'] as const,
  agenda: (meetingId: string) => [QueryRoot.meetings, 'agenda', meetingId] as const,
  teamUsers: (agendaId: string) => [QueryRoot.meetings, 'agenda', 'team-users', agendaId] as const,
  carryOver: (agendaId: string) => [QueryRoot.meetings, 'agenda', 'carry-over', agendaId] as const,
  /** Every list of templates (and the editor's copy): a template's save or delete marks them all stale. */
  templateLists: [QueryRoot.meetings, 'agenda', 'templates'] as const,
  /** A team's templates with the school's; without a team, every template the caller sees. */
  templates: (teamId: string | undefined) =>
    [QueryRoot.meetings, 'agenda', 'templates', teamId ?? 'all'] as const,
  /** One template as its editor loads it (from the same list, read fresh). */
  template: (templateId: string, teamId: string | undefined) =>
    [QueryRoot.meetings, 'agenda', 'templates', teamId ?? 'all', 'edit', templateId] as const,
  item: (itemId: string) => [QueryRoot.meetings, 'agenda', 'item', itemId] as const,
  moveTargets: (meetingId: string) => [QueryRoot.meetings, 'agenda', 'move-targets', meetingId] as const,
};
