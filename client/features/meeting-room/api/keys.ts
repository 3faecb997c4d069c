import { QueryRoot } from '../../../lib/query-roots';

/** Under the meetings root: a save anywhere that marks meetings stale reloads the room too. */
export const roomKeys = {
  room: (meetingId: string) => [QueryRoot.meetings, 'room', meetingId] as const,
};
