import type { TaskDetail } from '@shared/schemas/tasks';
import type { Db } from '../../db/database';
import { authorize, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { canDeleteTask, canEditTask, canViewTask } from './policy';
import { presentTaskDetail } from './presenter';
import * as repo from './repository';
import { applyStatusMove } from './status-moves';

/**
 * A task the caller may see: 404 for another school's task (or none), 403 for one of the caller's school
 * they are not involved in. Task notes use it too.
 */
export async function loadVisibleTask(db: Db, auth: AuthContext, taskId: string): Promise<repo.TaskRow> {
  const task = await repo.findTask(db, taskId, auth.locationId, auth.userId);
  if (!task) throw notFound();
  authorize(canViewTask(auth, task));
  return task;
}

export async function getTask(db: Db, auth: AuthContext, taskId: string): Promise<TaskDetail> {
  return presentTaskDetail(auth, await loadVisibleTask(db, auth, taskId));
}

/** task/markAsDone and task/markAsInProgress: the assignee, the assigner, the team's leads and admins. */
export async function changeTaskStatus(db: Db, auth: AuthContext, taskId: string, to: number) {
  const task = await loadVisibleTask(db, auth, taskId);
  authorize(canEditTask(auth, task));
  await applyStatusMove(db, task.id, auth.locationId, to);
  return { Id: task.id, TaskStatusId: to };
}

export async function deleteTask(db: Db, auth: AuthContext, taskId: string): Promise<string> {
  const task = await loadVisibleTask(db, auth, taskId);
  authorize(canDeleteTask(auth, task));
  await repo.deleteTask(db, task.id, auth.locationId);
  return task.id;
}

export const getTaskStatusList = (db: Db) => repo.listTaskStatuses(db);
