import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agendaItems } from '../../db/schema';

const timerColumns = {
  agendaItemId: agendaItems.id,
  elapsedSeconds: agendaItems.timerElapsedSeconds,
  startedAt: agendaItems.timerStartedAt,
};
export type TimerRow = { agendaItemId: string; elapsedSeconds: number; startedAt: Date | null };

/** The running stretch added to the count: whole seconds, so a pause never loses or invents time. */
const pausedValues = {
  timerElapsedSeconds: sql`${agendaItems.timerElapsedSeconds}
    + cast(floor(extract(epoch from now() - ${agendaItems.timerStartedAt})) as integer)`,
  timerStartedAt: null,
};

/** Pauses whichever other item of the agenda is running: the room times one item at a time. */
export async function pauseOtherTimers(db: Db, agendaId: string, itemId: string): Promise<void> {
  await db
    .update(agendaItems)
    .set(pausedValues)
    .where(
      and(
        eq(agendaItems.agendaId, agendaId),
        ne(agendaItems.id, itemId),
        isNotNull(agendaItems.timerStartedAt),
      ),
    );
}

/** Starts the item's timer (a running one keeps its start); the item's timer after. */
export async function startTimer(db: Db, itemId: string): Promise<TimerRow | undefined> {
  await db
    .update(agendaItems)
    .set({ timerStartedAt: sql`now()` })
    .where(and(eq(agendaItems.id, itemId), isNull(agendaItems.timerStartedAt)));
  return findTimer(db, itemId);
}

/** Pauses the item's timer (a paused one stays as it is); the item's timer after. */
export async function pauseTimer(db: Db, itemId: string): Promise<TimerRow | undefined> {
  await db
    .update(agendaItems)
    .set(pausedValues)
    .where(and(eq(agendaItems.id, itemId), isNotNull(agendaItems.timerStartedAt)));
  return findTimer(db, itemId);
}

async function findTimer(db: Db, itemId: string): Promise<TimerRow | undefined> {
  const [row] = await db.select(timerColumns).from(agendaItems).where(eq(agendaItems.id, itemId)).limit(1);
  return row;
}
