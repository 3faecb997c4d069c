import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { RosterPreview } from '@shared/schemas/roster';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useApplyRoster } from '../api/apply-roster';
import { usePreviewRoster } from '../api/preview-roster';
import { RosterPreviewPanel } from './roster-preview-panel';
import { RosterUploadForm } from './roster-upload-form';

/**
 * /importRoster (admins): upload a staff, students or memberships CSV or a OneRoster bundle, see what it
 * would change, and apply it.
 */
export function RosterImportScreen() {
  const previewing = usePreviewRoster();
  const applying = useApplyRoster();
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const { enqueueSnackbar } = useToast();
  const apply = (deactivateUserIds: string[]) => {
    if (!preview) return;
    applying.mutate(
      { previewId: preview.Id, deactivateUserIds },
      {
        onSuccess: (done) => {
          enqueueSnackbar(
            `Imported: ${done.Created} added, ${done.Updated} changed, ${done.Deactivated} deactivated`,
            { variant: 'success' },
          );
          setPreview(null);
        },
      },
    );
  };
  return (
    <Stack spacing={3}>
      <RosterUploadForm
        busy={previewing.isPending}
        onPreview={(upload) => {
          applying.reset();
          previewing.mutate(upload, { onSuccess: setPreview, onError: () => setPreview(null) });
        }}
      />
      {previewing.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(previewing.error)}
        </Alert>
      )}
      {applying.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(applying.error)}
        </Alert>
      )}
      {preview && (
        <RosterPreviewPanel
          key={preview.Id}
          preview={preview}
          applying={applying.isPending}
          onApply={apply}
        />
      )}
    </Stack>
  );
}
