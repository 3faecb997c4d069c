import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type RepeatChoice, repeatChoiceOf, repeatRuleOf } from '@shared/repeat-rule';
import {
  type MeetingSeries,
  type MeetingSeriesForm,
  type MeetingSeriesFormInput,
  MeetingSeriesFormSchema,
  MeetingSeriesMessages,
} from '@shared/schemas/meeting-series';
import { MEETING_NONE_SELECTED } from '@shared/schemas/meetings';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { applySaveError, sameFieldNames } from '../../../lib/form-errors';
import { useNoteTakerOptions } from '../api/get-note-taker-options';
import { useSaveMeetingSeries } from '../api/save-meeting-series';
import { NoteTakerSelect } from './note-taker-select';
import { RepeatFields, repeatProblem } from './repeat-fields';
import { type RoleRotation, RoleRotationFields, rotationRequest } from './role-rotation-fields';
import type { RenderTemplateSelect } from './template-slot';

interface SeriesFieldsProps {
  series: MeetingSeries;
  /** The coming occurrence the series was opened from: "this and the following" starts there. */
  fromMeetingId: string | null;
  onReload: () => void;
  renderTemplateSelect: RenderTemplateSelect;
}

const SERVER_FIELDS = sameFieldNames([
  'Subject',
  'Location',
  'StartDate',
  'StartTime',
  'DurationMinutes',
  'NoteTakerId',
]);

/** A series' form: what its coming meetings take, for all of them or from one on; past ones never change. */
export function SeriesFields({ series, fromMeetingId, onReload, renderTemplateSelect }: SeriesFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const save = useSaveMeetingSeries();
  const [formError, setFormError] = useState<string | null>(null);
  const [repeat, setRepeat] = useState<RepeatChoice>(() => repeatChoiceOf(series.RRule, series.StartDate));
  const [repeatSubmitted, setRepeatSubmitted] = useState(false);
  const [templateId, setTemplateId] = useState(series.AgendaTemplateId ?? '');
  const [rotation, setRotation] = useState<RoleRotation>(() =>
    Object.fromEntries(series.RoleRotation.map((turns) => [turns.ResponsibilityId, turns.UserIds])),
  );
  const [scope, setScope] = useState<'following' | 'all'>(fromMeetingId ? 'following' : 'all');
  const { register, control, handleSubmit, formState, setError } = useForm<
    MeetingSeriesFormInput,
    unknown,
    MeetingSeriesForm
  >({
    resolver: zodResolver(MeetingSeriesFormSchema),
    mode: 'onBlur',
    defaultValues: {
      Subject: series.Subject,
      Location: series.Location,
      StartDate: series.StartDate,
      StartTime: series.StartTime,
      DurationMinutes: String(series.DurationMinutes),
      NoteTakerId: series.NoteTakerId ?? MEETING_NONE_SELECTED,
    },
  });
  const startDay = useWatch({ control, name: 'StartDate' });
  const noteTakers = useNoteTakerOptions(series.TeamId);
  const repeatChanged = repeatRuleOf(repeat, startDay) !== series.RRule;
  const { allowLeave } = useUnsavedChanges(
    formState.isDirty || repeatChanged || templateId !== (series.AgendaTemplateId ?? ''),
  );

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    setRepeatSubmitted(true);
    if (repeatProblem(repeat, values.StartDate)) return;
    try {
      await save.mutateAsync({
        Id: series.Id,
        TeamId: series.TeamId,
        ...values,
        NoteTakerId: values.NoteTakerId === MEETING_NONE_SELECTED ? null : values.NoteTakerId,
        RRule: repeatRuleOf(repeat, values.StartDate),
        ApplyFrom: scope === 'following' ? fromMeetingId : null,
        AgendaTemplateId: templateId || null,
        RoleRotation: rotationRequest(rotation),
        Version: series.Version,
      });
      enqueueSnackbar(MeetingSeriesMessages.saved, { variant: 'success' });
      allowLeave();
      await navigate(paths.meetings.path);
    } catch (error) {
      setFormError(applySaveError(error, SERVER_FIELDS, setError));
    }
  });

  if (save.isPending || save.isSuccess) return <LoadingScreen label="Saving the series" />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
        <SaveErrorAlert error={save.error} message={formError} onReload={onReload} />
        <FormTextField
          label="Meeting Name"
          required
          registration={register('Subject')}
          fieldError={formState.errors.Subject}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            label="First Day"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            registration={register('StartDate')}
            fieldError={formState.errors.StartDate}
          />
          <FormTextField
            label="Start Time"
            type="time"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={`School time (${series.TimeZone})`}
            registration={register('StartTime')}
            fieldError={formState.errors.StartTime}
          />
          <FormTextField
            label="Length in Minutes"
            type="number"
            required
            slotProps={{ htmlInput: { min: 5, max: 720 } }}
            registration={register('DurationMinutes')}
            fieldError={formState.errors.DurationMinutes}
          />
        </Stack>
        <FormTextField
          label="Room Location"
          registration={register('Location')}
          fieldError={formState.errors.Location}
        />
        <NoteTakerSelect control={control} name="NoteTakerId" options={noteTakers.data ?? []} />
        {renderTemplateSelect({ teamId: series.TeamId, value: templateId, onChange: setTemplateId })}
        <RoleRotationFields members={noteTakers.data ?? []} value={rotation} onChange={setRotation} />
        <RepeatFields
          value={repeat}
          onChange={setRepeat}
          startDay={startDay}
          timeZone={series.TimeZone}
          problem={repeatSubmitted ? repeatProblem(repeat, startDay) : null}
          mustRepeat
        />
        {fromMeetingId ? (
          <FormControl component="fieldset">
            <FormLabel component="legend">Change</FormLabel>
            <RadioGroup value={scope} onChange={(event) => setScope(event.target.value as typeof scope)}>
              <FormControlLabel
                value="following"
                control={<Radio />}
                label="This meeting and the following ones"
              />
              <FormControlLabel value="all" control={<Radio />} label="Every coming meeting of the series" />
            </RadioGroup>
          </FormControl>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            Changes apply to every coming meeting of the series.
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Past meetings, and the notes, outcomes and tasks of every meeting, never change. A coming meeting
          the new repeat no longer gives is removed, or cancelled when it has notes or tasks.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained">
            Save Series
          </Button>
          <Button onClick={() => void navigate(paths.meetings.path)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
