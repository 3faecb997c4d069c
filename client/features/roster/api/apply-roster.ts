import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyRosterResponse } from '@shared/schemas/roster';
import { api } from '../../../lib/api-client';

/** roster/apply/{previewId}: applies a preview, deactivating the people the admin confirmed. */
export const applyRoster = ({
  previewId,
  deactivateUserIds,
}: {
  previewId: string;
  deactivateUserIds: string[];
}) =>
  api.post<ApplyRosterResponse>(`/roster/apply/${encodeURIComponent(previewId)}`, {
    DeactivateUserIds: deactivateUserIds,
  });

/** Staff, students and teams change: every list of people and teams reloads. */
export function useApplyRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRoster,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
