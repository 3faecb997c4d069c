import type { TaskDetail } from '@shared/schemas/tasks';
import { MeetingRoomMessages } from '@shared/schemas/meeting-room';
import { conflict, notFound } from '../../errors';
import { auditActorOf, type ServiceContext } from '../../plugins/service-context';
import { roomNoticeFor } from './room-change';
import { authorizeAccess } from '../../plugins/record-access';
import { canDeleteTask, canEditTask, canViewTask } from './policy';
import { presentTaskDetail } from './presenter';
import * as repo from './repository';
import { applyStatusMove } from './status-moves';

/**
 * A task the caller may see: 404 for another school's task (or none), 403 for one of the caller's school
 * they are not involved in. Task notes use it too.
 */
export async function loadVisibleTask(ctx: ServiceContext, taskId: string): Promise<repo.TaskRow> {
  const { db, auth } = ctx;
  const task = await repo.findTask(db, taskId, auth.locationId, auth.userId);
  if (!task) throw notFound();
  authorizeAccess(auth, 'teamMember', canViewTask(auth, task));
  return task;
}

export async function getTask(ctx: ServiceContext, taskId: string): Promise<TaskDetail> {
  return presentTaskDetail(ctx.auth, await loadVisibleTask(ctx, taskId));
}

/** task/markAsDone and task/markAsInProgress: the assignee, the assigner, the team's leads and admins. */
export async function changeTaskStatus(ctx: ServiceContext, taskId: string, to: number) {
  const task = await loadVisibleTask(ctx, taskId);
  authorizeAccess(ctx.auth, 'owner', canEditTask(ctx.auth, task));
  await applyStatusMove(ctx, task.id, to, roomNoticeFor(task.meetingId));
  return { Id: task.id, TaskStatusId: to };
}

export async function deleteTask(ctx: ServiceContext, taskId: string): Promise<string> {
  const task = await loadVisibleTask(ctx, taskId);
  authorizeAccess(ctx.auth, 'owner', canDeleteTask(ctx.auth, task));
  // A task of finalised minutes is part of them: it goes only once a lead reopens them.
  if (task.meetingMinutesFinalized) throw conflict(MeetingRoomMessages.minutesLocked);
  await repo.deleteTask(
    ctx.db,
    task.id,
    ctx.auth.locationId,
    auditActorOf(ctx.auth),
    roomNoticeFor(task.meetingId),
  );
  return task.id;
}

export const getTaskStatusList = (ctx: ServiceContext) => repo.listTaskStatuses(ctx.db);
