import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type NoticePreference,
  type SavePreferencesRequest,
  SavePreferencesRequestSchema,
} from '@shared/schemas/notifications';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useToast } from '../../../components/toast';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { PreferenceRow } from './preference-row';

/** A save of the choices (notification/savePreferences or saveSchoolDefaults): its mutation. */
export interface PreferenceSave {
  mutateAsync: (request: SavePreferencesRequest) => Promise<{ Preferences: NoticePreference[] }>;
  isPending: boolean;
  error: unknown;
}

interface PreferenceFormProps {
  /** One per kind, in NOTICE_KINDS order, as the server answered. */
  preferences: NoticePreference[];
  save: PreferenceSave;
  saveLabel: string;
  /** The toast after a save. */
  savedMessage: string;
}

/**
 * E-mail and In the app for every kind of notice, and how task e-mails are sent: the caller's own
 * (My Account) and the school's defaults (School Settings) are this one form.
 */
export function PreferenceForm({ preferences, save, saveLabel, savedMessage }: PreferenceFormProps) {
  const { enqueueSnackbar } = useToast();
  const form = useForm<SavePreferencesRequest>({
    resolver: zodResolver(SavePreferencesRequestSchema),
    mode: 'onBlur',
    defaultValues: { Preferences: preferences },
  });
  const { control, formState, handleSubmit, reset } = form;
  const { isDirty, dirtyFields } = formState;
  useUnsavedChanges(isDirty);
  const listError = formState.errors.Preferences?.root?.message ?? formState.errors.Preferences?.message;

  const handleSave = handleSubmit(async (values) => {
    // Only the kinds changed here: a kind never chosen keeps following the school's default.
    const changed = values.Preferences.filter((_, index) =>
      Object.values(dirtyFields.Preferences?.[index] ?? {}).some(Boolean),
    );
    try {
      const saved = await save.mutateAsync({ Preferences: changed });
      reset({ Preferences: saved.Preferences });
      enqueueSnackbar(savedMessage, { variant: 'success' });
    } catch {
      // The alert above the choices shows the server's message.
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSave(event)}>
      <SaveErrorAlert error={save.error} />
      {listError && <Alert severity="error">{listError}</Alert>}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {preferences.map((preference, index) => (
          <PreferenceRow key={preference.Kind} control={control} index={index} kind={preference.Kind} />
        ))}
      </Box>
      <Button
        type="submit"
        variant="contained"
        disabled={!isDirty}
        loading={save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {saveLabel}
      </Button>
    </Stack>
  );
}
