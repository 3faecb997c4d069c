import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AGENDA_TYPE_FIELD_MAX, NEW_ID_STRING } from '@shared/constants';
import {
  type AgendaItemType,
  type AgendaItemTypeForm,
  AgendaItemTypeFormSchema,
} from '@shared/schemas/agenda-item-types';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import { useSaveAgendaItemType } from '../api/save-agenda-item-type';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';

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
  const { enqueueSnackbar } = useToast();
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
    <FormDialog
      title={type ? 'Edit Agenda Item Type' : 'Add Agenda Item Type'}
      isSaving={save.isPending}
      savingLabel="Saving agenda item type"
      errorMessage={save.isError ? errorMessage(save.error) : null}
      onSubmit={(event) => void handleSave(event)}
      onClose={onClose}
      isDirty={formState.isDirty}
    >
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
    </FormDialog>
  );
}
