import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MeetingDetail } from '@shared/schemas/meetings';
import type { VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { paths } from '../../../config/paths';

type VideoChoice = 'setupZoomMeeting' | 'removeZoomMeeting';

interface VideoMeetingFieldsProps {
  status: VideoIntegrationStatus;
  meeting: MeetingDetail | null;
  values: Record<VideoChoice, boolean>;
  onChange: (choice: VideoChoice, checked: boolean) => void;
}

/**
 * The Create Meeting form's video block (spec section 2): the join link, id and password of a meeting that
 * has one with a Remove checkbox, otherwise a Setup checkbox; nothing when no provider is configured.
 */
export function VideoMeetingFields({ status, meeting, values, onChange }: VideoMeetingFieldsProps) {
  if (!status.IsConfigured) return null;
  if (status.NeedsReconnect) {
    return (
      <Alert severity="warning">
        Your video meeting connection needs to be reconnected in{' '}
        <Link component={RouterLink} to={paths.myAccount.path}>
          My Account
        </Link>
        .
      </Alert>
    );
  }
  if (!status.IsConnected) return null;
  const checkbox = (choice: VideoChoice) => (
    <Checkbox checked={values[choice]} onChange={(_event, checked) => onChange(choice, checked)} />
  );
  return (
    <Stack spacing={1}>
      <Typography>Your video meeting integration is set up.</Typography>
      {meeting?.ZoomJoinLink ? (
        <>
          <Typography>
            Join link:{' '}
            <Link
              href={meeting.ZoomJoinLink}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {meeting.ZoomJoinLink}
            </Link>
          </Typography>
          {meeting.ZoomMeetingId && <Typography>Meeting ID: {meeting.ZoomMeetingId}</Typography>}
          {meeting.ZoomMeetingPasscode && <Typography>Password: {meeting.ZoomMeetingPasscode}</Typography>}
          <FormControlLabel control={checkbox('removeZoomMeeting')} label="Remove video meeting" />
        </>
      ) : (
        <FormControlLabel control={checkbox('setupZoomMeeting')} label="Set up a video meeting" />
      )}
    </Stack>
  );
}
