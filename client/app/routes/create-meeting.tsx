import Stack from '@mui/material/Stack';
import { useParams, useSearchParams } from 'react-router';
import { NO_VIDEO_INTEGRATION } from '@shared/schemas/video-meetings';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { HistoryPanel } from '../../features/audit/components/history-panel';
import { TemplateSelect } from '../../features/agendas/components/template-select';
import { useMeeting } from '../../features/meetings/api/get-meeting';
import { MeetingForm } from '../../features/meetings/components/meeting-form';
import { useSchoolSettings } from '../../features/school-settings/api/get-school-settings';
import { useVideoIntegrationStatus } from '../../features/video-meetings/api/get-video-integration-status';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

/** /createMeeting/{meetingId}: meeting id 0 is a new meeting. */
export default function CreateMeetingRoute() {
  const { meetingId = '0' } = useParams();
  // Opened from a team's home: the form starts with that team chosen.
  const [search] = useSearchParams();
  const video = useVideoIntegrationStatus();
  // When the status cannot be read, the form still works, without its video block.
  const videoStatus = video.isError ? NO_VIDEO_INTEGRATION : video.data;
  // Without the school's zone the form still makes single meetings; only Repeat needs it.
  const school = useSchoolSettings();
  const schoolTimeZone = school.isError ? null : school.data?.TimeZone;
  const meeting = useMeeting(meetingId, meetingId !== '0');
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={backTo(paths.meetings.path)} />
      <MeetingForm
        key={meetingId}
        meetingId={meetingId}
        videoStatus={videoStatus}
        schoolTimeZone={schoolTimeZone}
        renderTemplateSelect={(props) => <TemplateSelect {...props} />}
        initialTeamId={search.get('teamId')}
      />
      {meeting.data?.AllowedToSeeHistory && (
        <HistoryPanel key={`history-${meetingId}`} kind="meeting" id={meetingId} />
      )}
    </Stack>
  );
}
