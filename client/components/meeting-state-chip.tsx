import Chip, { type ChipProps } from '@mui/material/Chip';
import { MEETING_STATE_LABELS, MeetingState } from '@shared/constants';

/** The minutes' states past the agenda (which has its own Posted mark): started, finalised, reopened. */
const STATES_PAST_THE_AGENDA: readonly MeetingState[] = [
  MeetingState.InProgress,
  MeetingState.MinutesFinalized,
  MeetingState.Reopened,
];

/** Whether a meeting's state says more than whether its agenda is posted. */
export const isPastTheAgenda = (state: MeetingState) => STATES_PAST_THE_AGENDA.includes(state);

/** A meeting's state as a chip; finalised minutes in green. */
export function MeetingStateChip({ state, sx }: { state: MeetingState; sx?: ChipProps['sx'] }) {
  return (
    <Chip
      label={MEETING_STATE_LABELS[state]}
      size="small"
      color={state === MeetingState.MinutesFinalized ? 'success' : 'default'}
      variant="outlined"
      sx={sx}
    />
  );
}
