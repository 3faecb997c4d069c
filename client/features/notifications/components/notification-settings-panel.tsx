import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotificationMessages } from '@shared/schemas/notifications';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import { PreferenceForm } from './preference-form';

/** My Account, Notifications: how the caller hears about each kind of notice. */
export function NotificationSettingsPanel() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        Choose how PLC Hub tells you what happens on your teams: by e-mail, in the app (the bell at the top of
        every page), or both. Until you choose, you get what your school has set.
      </Typography>
      {preferences.isPending ? (
        <LoadingScreen label="Loading your notification settings" />
      ) : preferences.isError ? (
        <LoadError error={preferences.error} />
      ) : (
        <PreferenceForm
          preferences={preferences.data.Preferences}
          save={save}
          saveLabel="Save Notification Settings"
          savedMessage={NotificationMessages.preferencesSaved}
        />
      )}
    </Stack>
  );
}
