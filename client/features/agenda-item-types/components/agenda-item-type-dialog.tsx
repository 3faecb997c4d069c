import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AGENDA_TYPE_FIELD_MAX, NEW_ID_STRING } from '@shared/constants';
import {
  type AgendaItemType,
  type AgendaItemTypeForm,
  AgendaItemTypeFormSchema,
} from '@shared/schemas/agenda-item-types';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useSaveAgendaItemType } from '../api/save-agenda-item-type';

export const AgendaItemTypeMessages = {
  created: 'A new agenda item type has been created',
  saved: 'Agenda item type has been saved.',
  deleted: 'Agenda item type has been deleted.',
} as const;

interface AgendaItemTypeDialogProps {
  /** The type to edit; undefined creates one. */
  type: AgendaItemType | undefined;
  onClose: () => void;
}

/** Create or edit one agenda item type; validates on blur with the spec's messages. */
export function AgendaItemTypeDialog({ type, onClose }: AgendaItemTypeDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAgendaItemType();
  const { register, handleSubmit, formState } = useForm<AgendaItemTypeForm>({
    resolver: zodResolver(AgendaItemTypeFormSchema),
    mode: 'onBlur',
    defaultValues: { Name: type?.Name ?? '', DisplayName: type?.DisplayName ?? '' },
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ Id: type?.Id ?? NEW_ID_STRING, ...values });
      enqueueSnackbar(type ? AgendaItemTypeMessages.saved : AgendaItemTypeMessages.created, {
        variant: 'success',
      });
      onClose();
    } catch {
      // The alert below shows the server's message.
    }
  });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{type ? 'Edit Agenda Item Type' : 'Add Agenda Item Type'}</DialogTitle>
      {save.isPending ? (
        <DialogContent>
          <LoadingScreen label="Saving agenda item type" />
        </DialogContent>
      ) : (
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <DialogContent sx={{ pt: 1 }}>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
              <FormTextField
                label="Item Name"
                required
                autoFocus
                slotProps={{ htmlInput: { maxLength: AGENDA_TYPE_FIELD_MAX + 10 } }}
                registration={register('Name')}
                fieldError={formState.errors.Name}
              />
              <FormTextField
                label="Letter Abbreviation"
                required
                slotProps={{ htmlInput: { maxLength: AGENDA_TYPE_FIELD_MAX + 10 } }}
                registration={register('DisplayName')}
                fieldError={formState.errors.DisplayName}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
