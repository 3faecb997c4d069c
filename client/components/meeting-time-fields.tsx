import Stack from '@mui/material/Stack';
import { useFormContext } from 'react-hook-form';
import { keepStartBeforeEnd, type MeetingTimes } from '../lib/meeting-times';
import { FormTextField } from './form-text-field';

const FIELD_SX = { maxWidth: { sm: 240 } } as const;

type TimeName = 'startTime' | 'endTime';

/**
 * Meeting Date, Start Time and End Time of a meeting form (inside its FormProvider). A start after the end
 * moves the end with it, and an end before the start moves the start (spec section 2, Create Meeting),
 * once the typed time is committed: when its field loses focus or Enter submits the form.
 */
export function MeetingTimeFields() {
  const { register, getValues, setValue, formState } = useFormContext<MeetingTimes>();
  const commit = (name: TimeName) => {
    const kept = keepStartBeforeEnd(getValues(), name);
    const other: TimeName = name === 'startTime' ? 'endTime' : 'startTime';
    if (kept[other] !== getValues(other)) setValue(other, kept[other], { shouldDirty: true });
  };
  const timeField = (name: TimeName) => register(name, { onBlur: () => commit(name) });
  return (
    <>
      <FormTextField
        label="Meeting Date"
        type="date"
        required
        sx={FIELD_SX}
        slotProps={{ inputLabel: { shrink: true } }}
        registration={register('meetingDate')}
        fieldError={formState.errors.meetingDate}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['startTime', 'endTime'] as const).map((name) => (
          <FormTextField
            key={name}
            label={name === 'startTime' ? 'Start Time' : 'End Time'}
            type="time"
            required
            fullWidth
            sx={FIELD_SX}
            slotProps={{ inputLabel: { shrink: true } }}
            registration={timeField(name)}
            // Enter submits without leaving the field: the typed time is committed first.
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(name);
            }}
            fieldError={formState.errors[name]}
          />
        ))}
      </Stack>
    </>
  );
}
