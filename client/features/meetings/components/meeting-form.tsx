import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { EMPTY_GUID, NEW_ID_STRING } from '@shared/constants';
import type { VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { useMeeting } from '../api/get-meeting';
import { useTeamsForMeetings } from '../api/get-teams-for-meetings';
import { CancelMeetingSection } from './cancel-meeting-section';
import { MeetingRolesSection } from './meeting-roles-section';
import { OccurrenceSection } from './occurrence-section';
import type { RenderTemplateSelect } from './template-slot';
import { MeetingFields } from './meeting-fields';

interface MeetingFormProps {
  meetingId: string;
  /** The caller's video-meeting status, from the video-meetings feature; undefined while it loads. */
  videoStatus: VideoIntegrationStatus | undefined;
  /** The school's IANA zone, from the school-settings feature; undefined while it loads, null if unknown. */
  schoolTimeZone: string | null | undefined;
  renderTemplateSelect: RenderTemplateSelect;
  /** A new meeting's team, when the form was opened from the team's home. */
  initialTeamId?: string | null;
}

/** /createMeeting/{meetingId} ('0' or the empty GUID for a new meeting): loads what the form needs. */
export function MeetingForm({
  meetingId,
  videoStatus,
  schoolTimeZone,
  renderTemplateSelect,
  initialTeamId,
}: MeetingFormProps) {
  const isNew = meetingId === NEW_ID_STRING || meetingId === EMPTY_GUID;
  const meeting = useMeeting(meetingId, !isNew);
  const teams = useTeamsForMeetings();
  const { formKey, reload } = useFormReload(meeting.refetch);
  const failed = [meeting, teams].find((query) => query.isError);
  if (failed) return <Alert severity="error">{errorMessage(failed.error)}</Alert>;
  if ((!isNew && !meeting.data) || !teams.data || !videoStatus || schoolTimeZone === undefined) {
    return <LoadingScreen label="Loading the meeting" />;
  }
  if (meeting.data && !meeting.data.AllowedToEdit) {
    return (
      <Alert severity="info">
        Only a lead of the meeting&apos;s team or an admin can change this meeting.
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <MeetingFields
        key={formKey}
        meeting={meeting.data ?? null}
        teams={teams.data}
        videoStatus={videoStatus}
        schoolTimeZone={schoolTimeZone}
        renderTemplateSelect={renderTemplateSelect}
        // Only a team the caller may schedule for.
        initialTeamId={teams.data.some((team) => team.Id === initialTeamId) ? initialTeamId : null}
        onReload={() => void reload()}
      />
      {meeting.data && <MeetingRolesSection key={formKey} meeting={meeting.data} />}
      {meeting.data?.SeriesId ? (
        <OccurrenceSection meeting={{ ...meeting.data, SeriesId: meeting.data.SeriesId }} />
      ) : (
        meeting.data?.AllowedToCancel && <CancelMeetingSection meeting={meeting.data} />
      )}
    </Stack>
  );
}
