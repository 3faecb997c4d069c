import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NORM_TITLE_MAX_LENGTH, type NormTitleForm, NormTitleFormSchema } from '@shared/schemas/team-norms';
import { FormTextField } from '../../../components/form-text-field';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useFormReload, useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useUpdateNormTitle } from '../api/update-norm-title';
import { NormMessages } from './norm-messages';
import { useToast } from '../../../components/toast';

interface NormsTitleProps {
  teamId: string;
  title: string;
  /** The team's Version, which a title save sends back. */
  version: number;
  /** Loads the team again (after a save of a stale copy). */
  refetch: (options: { throwOnError: true }) => Promise<unknown>;
  allowedToEdit: boolean;
  headingId: string;
}

/** The norms' title as a heading; those allowed to edit change it in place. */
export function NormsTitle({ teamId, title, version, refetch, allowedToEdit, headingId }: NormsTitleProps) {
  const [editing, setEditing] = useState(false);
  const { formKey, reload } = useFormReload(refetch);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing) {
    return (
      <NormsTitleForm
        key={formKey}
        teamId={teamId}
        title={title}
        version={version}
        onClose={close}
        onReload={() => void reload()}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {allowedToEdit && (
        <Tooltip title="Edit title">
          <IconButton ref={editButton} aria-label="Edit title" onClick={() => setEditing(true)}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

interface NormsTitleFormProps {
  teamId: string;
  title: string;
  version: number;
  onClose: () => void;
  onReload: () => void;
}

function NormsTitleForm({ teamId, title, version, onClose, onReload }: NormsTitleFormProps) {
  const { enqueueSnackbar } = useToast();
  const update = useUpdateNormTitle(teamId);
  const [loadedVersion] = useLoadedVersion(version);
  const { register, handleSubmit, formState } = useForm<NormTitleForm>({
    resolver: zodResolver(NormTitleFormSchema),
    mode: 'onBlur',
    defaultValues: { NormTitle: title },
  });
  const { confirmLeave } = useUnsavedChanges(formState.isDirty);
  const handleCancel = () => confirmLeave(onClose);

  const handleSave = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ Id: teamId, NormTitle: values.NormTitle, Version: loadedVersion });
      enqueueSnackbar(NormMessages.titleSaved, { variant: 'success' });
      onClose();
    } catch {
      // The alert shows the server's message.
    }
  });

  if (update.isPending) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: 56 }}>
        <CircularProgress size={24} aria-label="Saving title" />
        <Typography>Saving title…</Typography>
      </Stack>
    );
  }
  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      onSubmit={(event) => void handleSave(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') handleCancel();
      }}
    >
      <SaveErrorAlert error={update.error} onReload={onReload} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          label="Norms Title"
          required
          autoFocus
          size="small"
          sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
          slotProps={{ htmlInput: { maxLength: NORM_TITLE_MAX_LENGTH + 20 } }}
          registration={register('NormTitle')}
          fieldError={formState.errors.NormTitle}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            Save Title
          </Button>
          <Button onClick={handleCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
