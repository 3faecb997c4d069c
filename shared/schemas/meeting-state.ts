import { z } from 'zod';
import { MeetingState } from '../constants';

/** Where a meeting's minutes stand (ours, issue 20); the meeting lists, the agenda and the room carry it. */
export const MeetingStateSchema = z.enum(Object.values(MeetingState) as [MeetingState, ...MeetingState[]]);
