import type { ItemTimer } from '@shared/schemas/meeting-room';
import { notFound } from '../../errors';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { announceRoomChange } from '../meetings';
import { loadTimeToKeep } from './policy';
import * as repo from './timer-repository';

const presentTimer = (row: repo.TimerRow): ItemTimer => ({
  AgendaItemId: row.agendaItemId,
  TimerElapsedSeconds: row.elapsedSeconds,
  TimerStartedAt: row.startedAt?.toISOString() ?? null,
});

/** agendaItem/startTimer/{id}: runs the item's time-box, pausing any other item of the agenda. */
export async function startTimer(ctx: ServiceContext, itemId: string): Promise<ItemTimer> {
  const meeting = await loadTimeToKeep(ctx.db, ctx.auth, itemId);
  const timer = await withTransaction(ctx, async ({ db }) => {
    await repo.pauseOtherTimers(db, meeting.agendaId!, itemId);
    await announceRoomChange(db, meeting.meetingId, 'timer', itemId);
    return repo.startTimer(db, itemId);
  });
  if (!timer) throw notFound();
  return presentTimer(timer);
}

/** agendaItem/pauseTimer/{id}. */
export async function pauseTimer(ctx: ServiceContext, itemId: string): Promise<ItemTimer> {
  const meeting = await loadTimeToKeep(ctx.db, ctx.auth, itemId);
  const timer = await withTransaction(ctx, async ({ db }) => {
    await announceRoomChange(db, meeting.meetingId, 'timer', itemId);
    return repo.pauseTimer(db, itemId);
  });
  if (!timer) throw notFound();
  return presentTimer(timer);
}
