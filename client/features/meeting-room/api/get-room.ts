import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingRoom } from '@shared/schemas/meeting-room';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

export const getRoom = (meetingId: string, signal?: AbortSignal): Promise<MeetingRoom> =>
  api.get<MeetingRoom>(`/meeting/getRoom/${encodeURIComponent(meetingId)}`, { signal });

export const getRoomQueryOptions = (meetingId: string) =>
  queryOptions({ queryKey: roomKeys.room(meetingId), queryFn: ({ signal }) => getRoom(meetingId, signal) });

/** The whole room: agenda, lifecycle, items' outcomes, time-boxes and tasks, attendance. */
export const useRoom = (meetingId: string) => useQuery(getRoomQueryOptions(meetingId));
