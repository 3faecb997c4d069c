import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EMPTY_GUID, MeetingResponsibility, NEW_ID_STRING } from '@shared/constants';
import { defaultRepeat, type RepeatChoice, repeatRuleOf } from '@shared/repeat-rule';
import type { Option } from '@shared/schemas/common';
import { MeetingSeriesMessages } from '@shared/schemas/meeting-series';
import {
  MEETING_NONE_SELECTED,
  type MeetingDetail,
  type MeetingForm,
  MeetingFormSchema,
  MeetingMessages,
} from '@shared/schemas/meetings';
import type { VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { TeamSelectField } from '../../../components/team-select-field';
import { MeetingTimeFields } from '../../../components/meeting-time-fields';
import { href, paths } from '../../../config/paths';
import { applySaveError, type ServerFieldMap } from '../../../lib/form-errors';
import {
  defaultMeetingTimes,
  meetingTimesFromUtc,
  meetingTimesToUtc,
  schoolClockOf,
} from '../../../lib/meeting-times';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useNoteTakerOptions } from '../api/get-note-taker-options';
import { useSaveMeeting } from '../api/save-meeting';
import { useSaveMeetingSeries } from '../api/save-meeting-series';
import { NoteTakerSelect } from './note-taker-select';
import { RepeatFields, repeatProblem } from './repeat-fields';
import { type RoleRotation, RoleRotationFields, rotationRequest } from './role-rotation-fields';
import type { RenderTemplateSelect } from './template-slot';
import { VideoMeetingFields } from './video-meeting-fields';
import { useToast } from '../../../components/toast';

interface MeetingFieldsProps {
  meeting: MeetingDetail | null;
  teams: Option[];
  videoStatus: VideoIntegrationStatus;
  /** The school's IANA zone: a new meeting may repeat on its clock (null: unknown, no Repeat). */
  schoolTimeZone: string | null;
  /** The agenda template choice of a series (from the agendas feature, composed by the route). */
  renderTemplateSelect: RenderTemplateSelect;
  initialTeamId?: string | null;
  onReload: () => void;
}

const isChosen = (value: string) => value !== MEETING_NONE_SELECTED;

/** meeting/save's fields on the form. */
const SERVER_FIELDS: ServerFieldMap<MeetingForm> = {
  Subject: 'meetingName',
  StartDateTime: 'startTime',
  EndDateTime: 'endTime',
  Location: 'roomLocation',
  MeetingTeams: 'selectedGroup',
  MeetingResponsiblities: 'selectedNoteTaker',
};

function defaultValues(meeting: MeetingDetail | null, initialTeamId: string | null | undefined): MeetingForm {
  return {
    meetingName: meeting?.Subject ?? '',
    ...(meeting ? meetingTimesFromUtc(meeting.StartDateTime, meeting.EndDateTime) : defaultMeetingTimes()),
    selectedGroup: meeting?.MeetingTeams[0]?.TeamId ?? initialTeamId ?? MEETING_NONE_SELECTED,
    roomLocation: meeting?.Location ?? '',
    selectedNoteTaker: meeting?.MeetingResponsiblities[0]?.UserId ?? MEETING_NONE_SELECTED,
    setupZoomMeeting: false,
    removeZoomMeeting: false,
  };
}

/** Create Meeting's fields (spec section 2): name, date and times, team, room, note taker, video meeting. */
export function MeetingFields({
  meeting,
  teams,
  videoStatus,
  schoolTimeZone,
  renderTemplateSelect,
  initialTeamId,
  onReload,
}: MeetingFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveMeeting = useSaveMeeting();
  const saveSeries = useSaveMeetingSeries();
  const [version] = useLoadedVersion(meeting?.Version);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MeetingForm>({
    resolver: zodResolver(MeetingFormSchema),
    mode: 'onBlur',
    defaultValues: defaultValues(meeting, initialTeamId),
  });
  const { register, control, handleSubmit, formState, trigger, getValues, setValue, setError } = form;
  const [selectedGroup, selectedNoteTaker, setupZoomMeeting, removeZoomMeeting, meetingDate] = useWatch({
    control,
    name: ['selectedGroup', 'selectedNoteTaker', 'setupZoomMeeting', 'removeZoomMeeting', 'meetingDate'],
  });
  const [repeat, setRepeat] = useState<RepeatChoice>(() => defaultRepeat(getValues('meetingDate')));
  const [repeatSubmitted, setRepeatSubmitted] = useState(false);
  const [templateId, setTemplateId] = useState('');
  const [rotation, setRotation] = useState<RoleRotation>({});
  const repeats = schoolTimeZone !== null && repeat.frequency !== 'none';
  const noteTakers = useNoteTakerOptions(isChosen(selectedGroup) ? selectedGroup : null);
  const { allowLeave } = useUnsavedChanges(formState.isDirty || repeats);

  // A stored note taker who has left the team is not an option any more: saving them would be refused.
  const storedNoteTaker = meeting?.MeetingResponsiblities[0]?.UserId;
  const noteTakerLeft = Boolean(
    storedNoteTaker &&
    selectedGroup === meeting?.MeetingTeams[0]?.TeamId &&
    noteTakers.data?.every((person) => person.Id !== storedNoteTaker),
  );
  useEffect(() => {
    if (noteTakerLeft && getValues('selectedNoteTaker') === storedNoteTaker) {
      setValue('selectedNoteTaker', MEETING_NONE_SELECTED);
    }
  }, [noteTakerLeft, storedNoteTaker, getValues, setValue]);

  const handleSaveSeries = async (values: MeetingForm, timeZone: string) => {
    const { StartDateTime, EndDateTime } = meetingTimesToUtc(values);
    const start = schoolClockOf(StartDateTime, timeZone);
    const saved = await saveSeries.mutateAsync({
      Id: NEW_ID_STRING,
      TeamId: values.selectedGroup,
      Subject: values.meetingName,
      Location: values.roomLocation,
      StartDate: start.day,
      StartTime: start.time,
      DurationMinutes: Math.max(
        5,
        Math.round((Date.parse(EndDateTime) - Date.parse(StartDateTime)) / 60_000),
      ),
      RRule: repeatRuleOf(repeat, start.day),
      NoteTakerId: isChosen(values.selectedNoteTaker) ? values.selectedNoteTaker : null,
      AgendaTemplateId: templateId || null,
      RoleRotation: rotationRequest(rotation),
    });
    enqueueSnackbar(MeetingSeriesMessages.saved, { variant: 'success' });
    allowLeave();
    const [first] = saved.MeetingIds;
    await navigate(first ? href(paths.meetingAgenda, { meetingId: first }) : paths.meetings.path);
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    setRepeatSubmitted(true);
    if (repeats && repeatProblem(repeat, values.meetingDate)) return;
    try {
      if (repeats) {
        await handleSaveSeries(values, schoolTimeZone);
        return;
      }
      const saved = await saveMeeting.mutateAsync({
        Id: meeting?.Id ?? EMPTY_GUID,
        Subject: values.meetingName,
        ...meetingTimesToUtc(values),
        Location: values.roomLocation,
        MeetingTeams: [
          {
            Id: meeting?.MeetingTeams.find((team) => team.TeamId === values.selectedGroup)?.Id,
            TeamId: values.selectedGroup,
          },
        ],
        MeetingResponsiblities: isChosen(values.selectedNoteTaker)
          ? [{ ResponsibilityId: MeetingResponsibility.NoteTaker, UserId: values.selectedNoteTaker }]
          : [],
        SetupZoomMeeting: values.setupZoomMeeting,
        RemoveZoomMeeting: values.removeZoomMeeting,
        Version: version,
      });
      enqueueSnackbar(meeting ? MeetingMessages.saved : MeetingMessages.created, { variant: 'success' });
      if (saved.VideoMeetingProblem) enqueueSnackbar(saved.VideoMeetingProblem, { variant: 'warning' });
      allowLeave();
      // A new meeting's next step is its agenda; an edited one returns to the list it was opened from.
      await navigate(meeting ? paths.meetings.path : href(paths.meetingAgenda, { meetingId: saved.Id }));
    } catch (error) {
      setFormError(applySaveError(error, SERVER_FIELDS, setError));
    }
  });

  if (saveMeeting.isPending || saveMeeting.isSuccess || saveSeries.isPending || saveSeries.isSuccess) {
    return <LoadingScreen label="Saving the meeting" />;
  }

  const noteTakerOptions = noteTakers.data ?? [];
  const noteTakerHelp = !isChosen(selectedGroup)
    ? 'Choose a team first'
    : noteTakerLeft && !isChosen(selectedNoteTaker)
      ? 'The previous note taker is no longer on the team.'
      : undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
          <SaveErrorAlert
            error={saveMeeting.error ?? saveSeries.error}
            message={formError}
            onReload={onReload}
          />
          <FormTextField
            label="Meeting Name"
            required
            registration={register('meetingName')}
            fieldError={formState.errors.meetingName}
          />
          <MeetingTimeFields />
          {!meeting && schoolTimeZone && (
            <RepeatFields
              value={repeat}
              onChange={setRepeat}
              startDay={meetingDate}
              timeZone={schoolTimeZone}
              problem={repeatSubmitted ? repeatProblem(repeat, meetingDate) : null}
            />
          )}
          <TeamSelectField
            control={control}
            trigger={trigger}
            name="selectedGroup"
            teams={teams}
            noneValue={MEETING_NONE_SELECTED}
            // The note taker must be a member of the chosen team.
            onTeamChange={() => setValue('selectedNoteTaker', MEETING_NONE_SELECTED)}
          />
          <FormTextField
            label="Room Location"
            registration={register('roomLocation')}
            fieldError={formState.errors.roomLocation}
          />
          <NoteTakerSelect
            control={control}
            name="selectedNoteTaker"
            options={noteTakerOptions}
            disabled={!isChosen(selectedGroup)}
            helperText={noteTakerHelp}
          />
          {repeats && (
            <>
              {renderTemplateSelect({
                teamId: isChosen(selectedGroup) ? selectedGroup : null,
                value: templateId,
                onChange: setTemplateId,
              })}
              <RoleRotationFields members={noteTakerOptions} value={rotation} onChange={setRotation} />
            </>
          )}
          {/* A series' meetings get video meetings one by one, from each meeting's own form. */}
          {!repeats && (
            <VideoMeetingFields
              status={videoStatus}
              meeting={meeting}
              values={{ setupZoomMeeting, removeZoomMeeting }}
              onChange={(choice, checked) => setValue(choice, checked, { shouldDirty: true })}
            />
          )}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained">
              Save Meeting
            </Button>
            <Button onClick={() => void navigate(paths.meetings.path)}>Cancel</Button>
          </Stack>
        </Stack>
      </FormProvider>
    </Paper>
  );
}
