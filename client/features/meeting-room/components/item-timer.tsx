import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { RoomItem } from '@shared/schemas/meeting-room';
import { useRoomWrite } from '../api/room-mutations';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

interface ItemTimerProps {
  item: RoomItem;
  minutes: number;
  allowed: boolean;
  /** The server's clock minus the browser's, so every screen shows the same time. */
  clockSkewMs: number;
}

/** The item's time-box against its minutes: ticking while it runs, with the overrun shown in words. */
export function ItemTimer({ item, minutes, allowed, clockSkewMs }: ItemTimerProps) {
  const start = useRoomWrite('startTimer');
  const pause = useRoomWrite('pauseTimer');
  const [now, setNow] = useState(() => Date.now());
  const running = item.TimerStartedAt !== null;
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);
  const elapsed =
    item.TimerElapsedSeconds +
    (running ? Math.max(0, (now + clockSkewMs - Date.parse(item.TimerStartedAt!)) / 1000) : 0);
  const over = minutes > 0 && elapsed > minutes * 60;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography
        variant="body2"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          color: over ? 'error.main' : 'text.secondary',
          fontWeight: over ? 700 : 400,
        }}
      >
        {clock(elapsed)} of {minutes} min{over ? ` (over by ${clock(elapsed - minutes * 60)})` : ''}
      </Typography>
      {allowed &&
        (running ? (
          <Button size="small" startIcon={<PauseIcon />} onClick={() => pause.mutate(item.AgendaItemId)}>
            Pause timer
          </Button>
        ) : (
          <Button size="small" startIcon={<PlayArrowIcon />} onClick={() => start.mutate(item.AgendaItemId)}>
            Start timer
          </Button>
        ))}
    </Stack>
  );
}
