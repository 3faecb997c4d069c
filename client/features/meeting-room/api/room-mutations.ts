import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Attendance,
  ItemTimer,
  MeetingLifecycle,
  SaveAttendanceRequest,
} from '@shared/schemas/meeting-room';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';

const id = encodeURIComponent;

/** The room's writes; each reloads everything under the meetings root (the room, lists, agenda). */
const roomWrites = {
  start: (meetingId: string) => api.post<MeetingLifecycle>(`/meeting/start/${id(meetingId)}`),
  finalize: (meetingId: string) => api.post<MeetingLifecycle>(`/meeting/finalizeMinutes/${id(meetingId)}`),
  reopen: ({ meetingId, reason }: { meetingId: string; reason: string }) =>
    api.post<MeetingLifecycle>(`/meeting/reopenMinutes/${id(meetingId)}`, { Reason: reason }),
  saveAttendance: (body: SaveAttendanceRequest) => api.post<Attendance>('/meeting/saveAttendance', body),
  startTimer: (itemId: string) => api.post<ItemTimer>(`/agendaItem/startTimer/${id(itemId)}`),
  pauseTimer: (itemId: string) => api.post<ItemTimer>(`/agendaItem/pauseTimer/${id(itemId)}`),
  addTask: (body: {
    AgendaItemId: string;
    Title: string;
    AssignedToUserId: string;
    DueDate: string | null;
  }) => api.post<{ Id: string }>('/task/saveFromAgendaItem', { Id: '0', ...body }),
};

export function useRoomWrite<K extends keyof typeof roomWrites>(write: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: roomWrites[write] as (input: Parameters<(typeof roomWrites)[K]>[0]) => Promise<unknown>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QueryRoot.meetings] }),
  });
}
