import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  ianaTimeZones,
  isIanaTimeZone,
  type SchoolSettings,
  SchoolSettingsMessages,
} from '@shared/schemas/school-settings';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useToast } from '../../../components/toast';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useSaveSchoolSettings } from '../api/save-school-settings';

interface TimeZoneSectionProps {
  settings: SchoolSettings;
  onReload: () => void;
}

/** The school's IANA time zone: repeating meetings (and later reminders) keep its clock time. */
export function TimeZoneSection({ settings, onReload }: TimeZoneSectionProps) {
  const { enqueueSnackbar } = useToast();
  const save = useSaveSchoolSettings();
  const zones = useMemo(() => ianaTimeZones(), []);
  const [zone, setZone] = useState(settings.TimeZone);
  const [touched, setTouched] = useState(false);
  const isDirty = zone !== settings.TimeZone;
  useUnsavedChanges(isDirty);
  const invalid = touched && !isIanaTimeZone(zone);

  const handleSave = async () => {
    setTouched(true);
    if (!isIanaTimeZone(zone)) return;
    try {
      await save.mutateAsync({ TimeZone: zone, Version: settings.Version });
      enqueueSnackbar(SchoolSettingsMessages.saved, { variant: 'success' });
    } catch {
      // The alert shows the refusal; a stale copy offers to reload.
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="time-zone-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <Typography id="time-zone-heading" variant="h6" component="h2">
          Time zone
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Repeating meetings are scheduled on {settings.Name}&apos;s clock: a weekly 3:30 pm meeting stays at
          3:30 pm when daylight saving time begins or ends. Everyone still sees times in their own time zone.
        </Typography>
        <SaveErrorAlert error={save.error} onReload={onReload} />
        <Autocomplete
          options={zones}
          value={zone}
          disableClearable
          onChange={(_, value) => setZone(value)}
          sx={{ maxWidth: 420 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Time Zone"
              required
              onBlur={() => setTouched(true)}
              error={invalid}
              helperText={invalid ? SchoolSettingsMessages.timeZoneInvalid : undefined}
            />
          )}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Time Zone'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
