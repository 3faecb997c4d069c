import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveOutcomeRequest, SavedOutcomeSchema } from '@shared/schemas/meeting-notes';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';

export const saveOutcome = (body: SaveOutcomeRequest) =>
  api.post<z.infer<typeof SavedOutcomeSchema>>('/agendaitem/saveOutcome', body);

/** Saves an item's outcome; everything under the meetings root (these notes among them) reloads. */
export function useSaveOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOutcome,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QueryRoot.meetings] }),
  });
}
