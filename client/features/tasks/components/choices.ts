import { TaskMessages } from '@shared/messages';
import type { Option } from '@shared/schemas/common';
import type { MeetingOption } from '@shared/schemas/meetings';
import { formatDate } from '../../../lib/dates';
import type { SelectChoice } from './option-select';

export const optionChoices = (options: Option[] | undefined): SelectChoice[] =>
  (options ?? []).map((option) => ({ value: option.Id, label: option.Name }));

/** Meetings show their date too, so a team's recurring meetings of the same name stay apart. */
export const meetingChoices = (meetings: MeetingOption[] | undefined): SelectChoice[] =>
  (meetings ?? []).map((meeting) => ({
    value: meeting.Id,
    label: `${meeting.Name} (${formatDate(meeting.StartDateTime)})`,
  }));

/** Keeps a record's current choice selectable even when the server's list no longer offers it. */
export const withCurrent = (choices: SelectChoice[], current: SelectChoice | null): SelectChoice[] =>
  current && !choices.some((choice) => choice.value === current.value) ? [current, ...choices] : choices;

/**
 * What the Agenda Items select says under it: choose a meeting first, or that the chosen meeting's agenda
 * has no items (`choices` undefined while they load).
 */
export function agendaItemsHint(meetingId: string | null, choices: SelectChoice[] | undefined) {
  if (meetingId === null) return 'Choose a meeting to see its agenda items.';
  return choices?.length === 0 ? TaskMessages.noAgendaItems : undefined;
}
