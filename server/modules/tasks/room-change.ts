import type { Db } from '../../db/database';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { announceRoomChange, roomChangeNotice } from '../meetings';

const meetingsOf = (meetingIds: (string | null | undefined)[]) =>
  [...new Set(meetingIds)].filter((id): id is string => Boolean(id));

/** Tells the open rooms of the meetings a task is (or was) on that their tasks changed. */
export async function tellRooms(db: Db, meetingIds: (string | null | undefined)[]): Promise<void> {
  for (const meetingId of meetingsOf(meetingIds)) await announceRoomChange(db, meetingId, 'tasks');
}

/** Runs a task write and tells the open rooms of the meetings the task is (or was) on, in one transaction. */
export async function withRoomsTold<T>(
  ctx: ServiceContext,
  meetingIds: (string | null | undefined)[],
  write: (ctx: ServiceContext) => Promise<T>,
): Promise<T> {
  return withTransaction(ctx, async (tx) => {
    const result = await write(tx);
    await tellRooms(tx.db, meetingIds);
    return result;
  });
}

/**
 * For a one-statement write to a task (a status move, a delete): the notice to its meeting's open rooms
 * that the write carries itself, so it pays for no transaction; none for a task of no meeting.
 */
export const roomNoticeFor = (meetingId: string | null) =>
  meetingId ? roomChangeNotice(meetingId, 'tasks') : undefined;
