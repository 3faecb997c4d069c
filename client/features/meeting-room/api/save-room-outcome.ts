import { useMutation } from '@tanstack/react-query';
import type { SaveOutcomeRequest } from '@shared/schemas/meeting-notes';
import { api } from '../../../lib/api-client';

/**
 * The room's outcome autosave: no cache invalidation of its own (the room's event stream reloads the
 * room for everyone, the writer included), so typing is not interrupted by reloads it caused.
 */
export const useSaveRoomOutcome = () =>
  useMutation({
    mutationFn: (body: SaveOutcomeRequest) =>
      api.post<{ Id: string; Version: number }>('/agendaitem/saveOutcome', body),
  });
