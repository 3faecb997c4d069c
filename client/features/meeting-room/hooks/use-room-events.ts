import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { roomKeys } from '../api/keys';

/** Whether the room hears changes live, and whether its access was taken away. */
export type RoomLink = 'connecting' | 'live' | 'reconnecting' | 'revoked';

/**
 * Listens to meeting/events/{id}: every change (and every (re)connection, which may have missed some)
 * reloads the room. The browser's EventSource reconnects by itself after a drop.
 */
export function useRoomEvents(meetingId: string): RoomLink {
  const queryClient = useQueryClient();
  const [link, setLink] = useState<RoomLink>('connecting');
  useEffect(() => {
    const source = new EventSource(`/api/v1/meeting/events/${encodeURIComponent(meetingId)}`);
    const reload = () => void queryClient.invalidateQueries({ queryKey: roomKeys.room(meetingId) });
    source.addEventListener('ready', () => {
      setLink('live');
      reload();
    });
    source.addEventListener('change', reload);
    source.addEventListener('resync', reload);
    source.addEventListener('revoked', () => {
      setLink('revoked');
      source.close();
    });
    source.onerror = () => setLink((now) => (now === 'revoked' ? now : 'reconnecting'));
    return () => source.close();
  }, [meetingId, queryClient]);
  return link;
}
