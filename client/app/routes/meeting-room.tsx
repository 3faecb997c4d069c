import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { FinishedSwitch } from '../../features/meeting-notes/components/finished-switch';
import { MeetingRoomScreen } from '../../features/meeting-room/components/meeting-room-screen';
import { backTo } from '../../hooks/use-return-to';

/** /meetingRoom/{meetingId}: the room, with the meeting notes' Finished toggle on each item. */
export default function MeetingRoomRoute() {
  const { meetingId = '' } = useParams();
  const userId = useSession().data?.User.UserId ?? 'unknown';
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.meetingRoom.title} back={backTo(href(paths.meetingAgenda, { meetingId }))} />
      <MeetingRoomScreen
        key={meetingId}
        meetingId={meetingId}
        userId={userId}
        finishedToggle={(item) => (
          <FinishedSwitch itemId={item.Id} finished={item.IsFinished} allowed={item.AllowedToTakeNotes} />
        )}
      />
    </Stack>
  );
}
