import { MeetingState } from '@shared/constants';

/** What a meeting's lifecycle state is made of; the access row and the list rows both carry it. */
export interface LifecycleFacts {
  hasAgendaPosted: boolean;
  isStarted: boolean;
  isFinalized: boolean;
  isReopened: boolean;
}

/**
 * Draft → AgendaPosted → InProgress → MinutesFinalized ⇄ Reopened: the latest step taken wins. Reopening
 * clears the finalised mark and finalising again sets it, so the two never hold together.
 */
export function meetingState(facts: LifecycleFacts): MeetingState {
  if (facts.isFinalized) return MeetingState.MinutesFinalized;
  if (facts.isReopened) return MeetingState.Reopened;
  if (facts.isStarted) return MeetingState.InProgress;
  return facts.hasAgendaPosted ? MeetingState.AgendaPosted : MeetingState.Draft;
}

/** The same facts as the access row (findMeetingAccess) holds them. */
export const lifecycleOfAccess = (meeting: {
  hasAgendaPosted: boolean;
  startedAt: Date | null;
  minutesFinalizedAt: Date | null;
  minutesReopenedAt: Date | null;
}): LifecycleFacts => ({
  hasAgendaPosted: meeting.hasAgendaPosted,
  isStarted: meeting.startedAt !== null,
  isFinalized: meeting.minutesFinalizedAt !== null,
  isReopened: meeting.minutesReopenedAt !== null,
});
