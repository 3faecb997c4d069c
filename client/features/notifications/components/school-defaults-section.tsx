import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotificationMessages } from '@shared/schemas/notifications';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { useSchoolDefaults } from '../api/get-school-defaults';
import { useSaveSchoolDefaults } from '../api/save-school-defaults';
import { PreferenceForm } from './preference-form';

/** School Settings, Notification defaults: what members get until they choose for themselves. */
export function SchoolDefaultsSection() {
  const defaults = useSchoolDefaults();
  const save = useSaveSchoolDefaults();
  return (
    <Paper
      component="section"
      aria-labelledby="notification-defaults-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="notification-defaults-heading" variant="h6" component="h2">
          Notification defaults
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          What everyone at the school gets until they choose for themselves in My Account → Notifications. A
          change reaches everyone who has not chosen for that kind.
        </Typography>
        {defaults.isPending ? (
          <LoadingScreen label="Loading the notification defaults" />
        ) : defaults.isError ? (
          <LoadError error={defaults.error} />
        ) : (
          <PreferenceForm
            preferences={defaults.data.Preferences}
            save={save}
            saveLabel="Save Notification Defaults"
            savedMessage={NotificationMessages.schoolDefaultsSaved}
          />
        )}
      </Stack>
    </Paper>
  );
}
