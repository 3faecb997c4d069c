import { useMutation } from '@tanstack/react-query';
import type { RosterKind, RosterPreview } from '@shared/schemas/roster';
import { api } from '../../../lib/api-client';

export interface RosterUpload {
  kind: RosterKind;
  file: File;
  /** A OneRoster bundle's school, by its identifier in orgs.csv; else the school's name is looked for. */
  schoolIdentifier?: string;
}

/** roster/preview: uploads the file and answers what applying it would change. */
export const previewRoster = ({ kind, file, schoolIdentifier }: RosterUpload) => {
  const form = new FormData();
  form.set('kind', kind);
  if (schoolIdentifier) form.set('schoolIdentifier', schoolIdentifier);
  form.set('file', file, file.name);
  return api.post<RosterPreview>('/roster/preview', form);
};

export const usePreviewRoster = () => useMutation({ mutationFn: previewRoster });
