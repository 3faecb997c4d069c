import type { SQL } from 'drizzle-orm';
import { TaskStatus } from '@shared/constants';
import { TaskMessages } from '@shared/schemas/tasks';
import { badRequest } from '../../errors';
import { auditActorOf, type ServiceContext } from '../../plugins/service-context';
import { moveTaskStatus } from './repository';

/** The legal moves (spec section 4): into Completed from Open or In Progress, into In Progress from Open or Completed. */
const MOVES: Record<number, { from: readonly number[]; refusal: string }> = {
  [TaskStatus.Completed]: {
    from: [TaskStatus.Open, TaskStatus.InProgress],
    refusal: TaskMessages.alreadyCompleted,
  },
  [TaskStatus.InProgress]: {
    from: [TaskStatus.Open, TaskStatus.Completed],
    refusal: TaskMessages.alreadyInProgress,
  },
};

/**
 * Moves a task of the caller's school into status `to`, or answers 400: a move the rules do not know, or
 * a task already in that status (also the loser of two concurrent clicks, since the update is conditional).
 * `notice` goes out with the move, and only if the task moved.
 */
export async function applyStatusMove(
  ctx: ServiceContext,
  taskId: string,
  to: number,
  notice?: SQL,
): Promise<void> {
  const move = MOVES[to];
  if (!move) throw badRequest('TaskStatusId: A task can only be marked as completed or as in progress');
  const { db, auth } = ctx;
  if (!(await moveTaskStatus(db, taskId, auth.locationId, move.from, to, auditActorOf(auth), notice))) {
    throw badRequest(move.refusal);
  }
}
