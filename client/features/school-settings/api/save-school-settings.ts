import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSchoolSettingsRequest, SchoolSettings } from '@shared/schemas/school-settings';
import { api } from '../../../lib/api-client';
import { schoolSettingsQueryKey } from './get-school-settings';

export const saveSchoolSettings = (body: SaveSchoolSettingsRequest): Promise<SchoolSettings> =>
  api.post<SchoolSettings>('/school/saveSettings', body);

export function useSaveSchoolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchoolSettings,
    onSuccess: (saved) => queryClient.setQueryData(schoolSettingsQueryKey, saved),
  });
}
