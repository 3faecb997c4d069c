import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  describeRepeat,
  type MonthlyOrdinal,
  monthlyOrdinalOf,
  ORDINAL_NAMES,
  type RepeatChoice,
  WEEKDAY_NAMES,
  WEEKDAYS,
  weekdayOf,
} from '@shared/repeat-rule';
import { MeetingSeriesLimits } from '@shared/schemas/meeting-series';

interface RepeatFieldsProps {
  value: RepeatChoice;
  onChange: (next: RepeatChoice) => void;
  /** The first meeting's day (YYYY-MM-DD): monthly repeats fall on its weekday. */
  startDay: string;
  /** The school's IANA zone, whose clock the series keeps. */
  timeZone: string;
  /** Shown once the form was submitted with a problem. */
  problem: string | null;
  /** A series' own form: "Does not repeat" is not a choice. */
  mustRepeat?: boolean;
}

const ORDINALS: MonthlyOrdinal[] = [1, 2, 3, 4, -1];

/** What stops a choice from being saved, in the form's words; null when it can be saved. */
export function repeatProblem(choice: RepeatChoice, startDay: string): string | null {
  if (choice.frequency === 'none') return null;
  if (!Number.isInteger(choice.interval) || choice.interval < 1 || choice.interval > 12) {
    return 'Repeat every 1 to 12 weeks or months.';
  }
  if (choice.frequency === 'weekly' && choice.weekdays.length === 0) return 'Choose at least one weekday.';
  if (choice.ends === 'count') {
    const { maxOccurrences } = MeetingSeriesLimits;
    return Number.isInteger(choice.count) && choice.count >= 1 && choice.count <= maxOccurrences
      ? null
      : `A series has 1 to ${maxOccurrences} meetings.`;
  }
  if (!choice.until) return 'Choose the last day of the series.';
  return choice.until < startDay ? 'The series cannot end before its first meeting.' : null;
}

/** Create Meeting's Repeat: weekly on chosen weekdays or monthly on the nth weekday, until a day or a count. */
export function RepeatFields({
  value,
  onChange,
  startDay,
  timeZone,
  problem,
  mustRepeat = false,
}: RepeatFieldsProps) {
  const set = (change: Partial<RepeatChoice>) => onChange({ ...value, ...change });
  const unit = value.frequency === 'monthly' ? 'months' : 'weeks';
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <TextField
        select
        label="Repeat"
        value={value.frequency}
        onChange={(event) => {
          const frequency = event.target.value as RepeatChoice['frequency'];
          // A newly chosen repeat starts from the first meeting's day.
          set({
            frequency,
            weekdays: value.frequency === 'none' ? [weekdayOf(startDay)] : value.weekdays,
            monthlyOrdinal: value.frequency === 'none' ? monthlyOrdinalOf(startDay) : value.monthlyOrdinal,
          });
        }}
        sx={{ maxWidth: 320 }}
      >
        {!mustRepeat && <MenuItem value="none">Does not repeat</MenuItem>}
        <MenuItem value="weekly">Weekly</MenuItem>
        <MenuItem value="monthly">Monthly</MenuItem>
      </TextField>
      {value.frequency !== 'none' && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="number"
              label={`Every how many ${unit}`}
              value={value.interval}
              onChange={(event) => set({ interval: Number(event.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: 12 } }}
              sx={{ maxWidth: 220 }}
            />
            {value.frequency === 'monthly' && (
              <TextField
                select
                label="On the"
                value={value.monthlyOrdinal}
                onChange={(event) => set({ monthlyOrdinal: Number(event.target.value) as MonthlyOrdinal })}
                sx={{ minWidth: 220 }}
              >
                {ORDINALS.map((ordinal) => (
                  <MenuItem key={ordinal} value={ordinal}>
                    {ORDINAL_NAMES[ordinal]} {WEEKDAY_NAMES[weekdayOf(startDay)]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          {value.frequency === 'weekly' && (
            <FormControl component="fieldset">
              <FormLabel component="legend">On</FormLabel>
              <FormGroup row>
                {WEEKDAYS.map((day) => (
                  <FormControlLabel
                    key={day}
                    label={WEEKDAY_NAMES[day]}
                    control={
                      <Checkbox
                        checked={value.weekdays.includes(day)}
                        onChange={(event) =>
                          set({
                            weekdays: event.target.checked
                              ? [...value.weekdays, day]
                              : value.weekdays.filter((chosen) => chosen !== day),
                          })
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
          <FormControl component="fieldset">
            <FormLabel component="legend">Ends</FormLabel>
            <RadioGroup
              value={value.ends}
              onChange={(event) => set({ ends: event.target.value as RepeatChoice['ends'] })}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <FormControlLabel value="count" control={<Radio />} label="After a number of meetings" />
                <TextField
                  type="number"
                  label="Meetings"
                  size="small"
                  value={value.count}
                  disabled={value.ends !== 'count'}
                  onChange={(event) => set({ count: Number(event.target.value) })}
                  slotProps={{ htmlInput: { min: 1, max: MeetingSeriesLimits.maxOccurrences } }}
                  sx={{ maxWidth: 140 }}
                />
              </Stack>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <FormControlLabel
                  value="until"
                  control={<Radio />}
                  label="On a day"
                  sx={{ whiteSpace: 'nowrap' }}
                />
                <TextField
                  type="date"
                  label="Last day"
                  sx={{ maxWidth: 200 }}
                  size="small"
                  value={value.until}
                  disabled={value.ends !== 'until'}
                  onChange={(event) => set({ until: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDay } }}
                />
              </Stack>
            </RadioGroup>
          </FormControl>
          {problem ? (
            <FormHelperText error role="alert">
              {problem}
            </FormHelperText>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
              {describeRepeat(value, startDay)}. Each meeting keeps the school&apos;s clock time ({timeZone});
              the school&apos;s holidays and breaks are skipped.
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
