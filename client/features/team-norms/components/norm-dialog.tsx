import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NEW_ID_STRING } from '@shared/constants';
import {
  NORM_MAX_LENGTH,
  type TeamNorm,
  type TeamNormForm,
  TeamNormFormSchema,
} from '@shared/schemas/team-norms';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import { useSaveTeamNorm } from '../api/save-team-norm';
import { NormMessages } from './norm-messages';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';

interface NormDialogProps {
  teamId: string;
  /** The norm to edit; undefined adds one, which the server places last. */
  norm: TeamNorm | undefined;
  onClose: () => void;
  /** Loads the norm as it is now, after a save of a stale copy. */
  onReload: () => void;
}

/** Add or edit one norm's text. */
export function NormDialog({ teamId, norm, onClose, onReload }: NormDialogProps) {
  const { enqueueSnackbar } = useToast();
  const save = useSaveTeamNorm(teamId);
  const { register, handleSubmit, formState } = useForm<TeamNormForm>({
    resolver: zodResolver(TeamNormFormSchema),
    mode: 'onBlur',
    defaultValues: { Norm: norm?.Norm ?? '' },
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        Id: norm?.Id ?? NEW_ID_STRING,
        TeamId: teamId,
        Norm: values.Norm,
        DisplayOrder: norm?.DisplayOrder ?? 0,
        Version: norm?.Version,
      });
      enqueueSnackbar(NormMessages.saved, { variant: 'success' });
      onClose();
    } catch {
      // The alert below shows the server's message.
    }
  });

  return (
    <FormDialog
      title={norm ? 'Edit Norm' : 'Add Norm'}
      isSaving={save.isPending}
      savingLabel="Saving norm"
      errorMessage={save.isError ? errorMessage(save.error) : null}
      saveError={save.error}
      onReload={onReload}
      submitLabel="Save Norm"
      onSubmit={(event) => void handleSave(event)}
      onClose={onClose}
      isDirty={formState.isDirty}
    >
      <FormTextField
        label="Norm"
        required
        autoFocus
        fullWidth
        multiline
        minRows={3}
        maxRows={10}
        slotProps={{ htmlInput: { maxLength: NORM_MAX_LENGTH + 100 } }}
        helperText={`Plain text, up to ${NORM_MAX_LENGTH} characters.`}
        registration={register('Norm')}
        fieldError={formState.errors.Norm}
      />
    </FormDialog>
  );
}
