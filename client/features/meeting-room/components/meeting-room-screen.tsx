import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MEETING_ROLE_NAMES, MeetingResponsibility } from '@shared/constants';
import type { AgendaViewItem } from '@shared/schemas/agendas';
import { CollapsibleNorms } from '../../../components/collapsible-norms';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { formatDate, formatTime } from '../../../lib/dates';
import { useRoom } from '../api/get-room';
import { useRoomEvents } from '../hooks/use-room-events';
import { AttendancePanel } from './attendance-panel';
import { LifecycleBar } from './lifecycle-bar';
import { RoomItem } from './room-item';

const LINK_TEXT = {
  connecting: 'Connecting…',
  live: 'Live: changes by others show here as they happen.',
  reconnecting: 'Reconnecting… changes will show once the connection is back.',
  revoked: '',
} as const;

interface MeetingRoomScreenProps {
  meetingId: string;
  userId: string;
  /** An item's Finished toggle, from the meeting notes. */
  finishedToggle: (item: AgendaViewItem) => ReactNode;
}

/** The meeting room: the whole meeting on one page, live for everyone who has it open. */
export function MeetingRoomScreen({ meetingId, userId, finishedToggle }: MeetingRoomScreenProps) {
  const room = useRoom(meetingId);
  const link = useRoomEvents(meetingId);
  if (link === 'revoked') {
    return <Alert severity="warning">You no longer have access to this meeting.</Alert>;
  }
  if (room.isPending) return <LoadingScreen label="Loading the meeting room" />;
  if (room.isError) return <LoadError error={room.error} />;
  const { Agenda: agenda, Lifecycle: lifecycle } = room.data;
  const clockSkewMs = Date.parse(room.data.ServerTime) - room.dataUpdatedAt;
  const liveOf = new Map(room.data.Items.map((item) => [item.AgendaItemId, item]));
  const personOf = new Map(agenda.UsersInMeeting.map((person) => [person.UserId, person.FullName]));
  const roles = [
    ...(agenda.NoteTakerName
      ? [`${MEETING_ROLE_NAMES[MeetingResponsibility.NoteTaker]}: ${agenda.NoteTakerName}`]
      : []),
    ...agenda.Roles.map(
      (role) => `${MEETING_ROLE_NAMES[role.ResponsibilityId]}: ${personOf.get(role.UserId) ?? ''}`,
    ),
  ];
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h2">{agenda.AgendaTitle}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {formatDate(agenda.MeetingStartTime)}, {formatTime(agenda.MeetingStartTime)} –{' '}
          {formatTime(agenda.MeetingEndTime)}
          {agenda.MeetingLocation ? ` · ${agenda.MeetingLocation}` : ''}
        </Typography>
        {roles.length > 0 && <Typography>{roles.join(' · ')}</Typography>}
        <LifecycleBar lifecycle={lifecycle} subject={agenda.AgendaTitle} />
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }} className="no-print">
          {LINK_TEXT[link]}
        </Typography>
      </Stack>
      {agenda.TeamNormsTitle !== null && (
        <CollapsibleNorms
          title={agenda.TeamNormsTitle}
          norms={agenda.TeamNorms}
          rememberKey={`agenda-norms-open.${userId}`}
        />
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            {agenda.AgendaItems.length === 0 ? (
              <EmptyState message="This Agenda currently has no items." />
            ) : (
              agenda.AgendaItems.map((item) => (
                <RoomItem
                  key={item.Id}
                  item={item}
                  live={liveOf.get(item.Id)}
                  people={agenda.UsersInMeeting}
                  allowedToKeepTime={room.data.AllowedToKeepTime}
                  clockSkewMs={clockSkewMs}
                  finished={finishedToggle(item)}
                />
              ))
            )}
          </Stack>
        </Grid>
        {/* On a phone the roll call comes first, as it does in the meeting. */}
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
          <AttendancePanel attendance={room.data.Attendance} />
        </Grid>
      </Grid>
    </Stack>
  );
}
