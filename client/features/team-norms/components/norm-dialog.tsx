import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { NEW_ID_STRING } from '@shared/constants';
import {
  NORM_MAX_LENGTH,
  type TeamNorm,
  type TeamNormForm,
  TeamNormFormSchema,
} from '@shared/schemas/team-norms';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useSaveTeamNorm } from '../api/save-team-norm';
import { NormMessages } from './norm-messages';

interface NormDialogProps {
  teamId: string;
  /** The norm to edit; undefined adds one, which the server places last. */
  norm: TeamNorm | undefined;
  onClose: () => void;
}

/** Add or edit one norm's text. */
export function NormDialog({ teamId, norm, onClose }: NormDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
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
      });
      enqueueSnackbar(NormMessages.saved, { variant: 'success' });
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
      <DialogTitle id={titleId}>{norm ? 'Edit Norm' : 'Add Norm'}</DialogTitle>
      {save.isPending ? (
        <DialogContent>
          <LoadingScreen label="Saving norm" />
        </DialogContent>
      ) : (
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <DialogContent sx={{ pt: 1 }}>
            {save.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorMessage(save.error)}
              </Alert>
            )}
            <FormTextField
              label="Norm"
              required
              autoFocus
              fullWidth
              multiline
              minRows={3}
              maxRows={10}
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { maxLength: NORM_MAX_LENGTH + 100 } }}
              helperText={`Plain text, up to ${NORM_MAX_LENGTH} characters.`}
              registration={register('Norm')}
              fieldError={formState.errors.Norm}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save Norm
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
