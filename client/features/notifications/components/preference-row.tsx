import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import {
  NOTICE_KIND_LABELS,
  type NoticeKind,
  type SavePreferencesRequest,
  type TaskDelivery,
} from '@shared/schemas/notifications';

/** How "Tasks assigned to me" e-mails are sent. */
const DELIVERY_LABELS: Record<TaskDelivery, string> = {
  immediate: 'At once',
  digest: 'In the daily digest',
};

type Channel = 'Email' | 'InApp';

interface ChannelSwitchProps {
  control: Control<SavePreferencesRequest>;
  index: number;
  channel: Channel;
  /** What shows beside the switch. */
  label: string;
  /** Its whole name, unique on the page: "E-mail: Tasks assigned to me". */
  name: string;
}

function ChannelSwitch({ control, index, channel, label, name }: ChannelSwitchProps) {
  return (
    <Controller
      control={control}
      name={`Preferences.${index}.${channel}`}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
              slotProps={{ input: { ref: field.ref, 'aria-label': name } }}
            />
          }
        />
      )}
    />
  );
}

interface PreferenceRowProps {
  control: Control<SavePreferencesRequest>;
  index: number;
  kind: NoticeKind;
}

/** One kind of notice: E-mail and In the app, and for tasks assigned to me, when the e-mail is sent. */
export function PreferenceRow({ control, index, kind }: PreferenceRowProps) {
  const labelId = useId();
  const label = NOTICE_KIND_LABELS[kind];
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'grid',
        // The kind, then its two switches in the same columns on every row; the Send select under them.
        gridTemplateColumns: { xs: 'auto auto 1fr', md: '1fr auto auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={labelId} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, fontWeight: 600 }}>
        {label}
      </Typography>
      <ChannelSwitch
        control={control}
        index={index}
        channel="Email"
        label="E-mail"
        name={`E-mail: ${label}`}
      />
      <ChannelSwitch
        control={control}
        index={index}
        channel="InApp"
        label="In the app"
        name={`In the app: ${label}`}
      />
      {kind === 'task-assigned' && (
        <Box sx={{ gridColumn: '1 / -1', maxWidth: 320, pt: 1 }}>
          <Controller
            control={control}
            name={`Preferences.${index}.Delivery`}
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Send"
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                helperText="When the e-mail about a new task goes out"
              >
                {Object.entries(DELIVERY_LABELS).map(([value, text]) => (
                  <MenuItem key={value} value={value}>
                    {text}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
      )}
    </Box>
  );
}
