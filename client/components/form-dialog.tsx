import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { LoadingScreen } from './loading-screen';
import { SaveErrorAlert } from './save-error-alert';

interface FormDialogProps {
  title: string;
  /** While saving, the form gives way to a loading screen and the dialog cannot be dismissed. */
  isSaving: boolean;
  savingLabel: string;
  /** The server's refusal, shown above the fields. */
  errorMessage: string | null;
  /** The failed save itself: a stale copy (409) offers `onReload` instead of the bare message. */
  saveError?: unknown;
  onReload?: () => void;
  submitLabel?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form holds unsaved edits: closing the dialog (Cancel, Escape, a click outside) asks first. */
  isDirty?: boolean;
  children: ReactNode;
}

/** A small create/edit form in a dialog (agenda item types, norms). */
export function FormDialog({
  title,
  isSaving,
  savingLabel,
  errorMessage,
  saveError,
  onReload,
  submitLabel = 'Save',
  onSubmit,
  onClose,
  isDirty = false,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const { confirmLeave } = useUnsavedChanges(isDirty);
  const handleClose = () => confirmLeave(onClose);
  return (
    <Dialog
      open
      onClose={isSaving ? undefined : handleClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {isSaving ? (
        <DialogContent>
          <LoadingScreen label={savingLabel} />
        </DialogContent>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <DialogContent sx={{ pt: 1 }}>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <SaveErrorAlert error={saveError ?? errorMessage} message={errorMessage} onReload={onReload} />
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={handleClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
