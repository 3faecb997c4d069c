import { GoalStatus } from '@shared/constants';
import { GoalMessages } from '@shared/schemas/goals';
import {
  TaskMessages,
  type SaveTaskCommand,
  type SaveTaskFromAgendaItemCommand,
} from '@shared/schemas/tasks';
import { MeetingRoomMessages } from '@shared/schemas/meeting-room';
import { badRequest, conflict, notFound, refuseStaleCopy, staleOrNotFound } from '../../errors';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { authorizeAccess } from '../../plugins/record-access';
import { findGoalForTasks, type GoalForTasks } from '../goals';
import { findMeetingAccess } from '../meetings';
import { noticeTaskAssigned } from '../notifications';
import { tellRooms, withRoomsTold } from './room-change';
import { findSharedTeamIds, findTeamMembership } from '../teams';
import * as lookups from './lookup-repository';
import { canAssignInTeam, canEditTask } from './policy';
import * as repo from './repository';
import { loadVisibleTask } from './service';
import { applyStatusMove } from './status-moves';

/** What both save endpoints write, once their references are resolved. */
interface TaskDraft {
  title: string;
  dueDate: string | null;
  assignedToUserId: string;
  teamId: string | null;
  goal: GoalForTasks | null;
  meetingId: string | null;
  agendaItemId: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** The server's calendar date, YYYY-MM-DD: the day a new task is assigned. */
function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function loadEditableTask(ctx: ServiceContext, taskId: string) {
  const task = await loadVisibleTask(ctx, taskId);
  authorizeAccess(ctx.auth, 'owner', canEditTask(ctx.auth, task));
  return task;
}

/** The goal of the caller's district, or 404 (another school's goal is treated as missing). */
async function loadGoal(ctx: ServiceContext, goalId: string | null) {
  if (!goalId) return null;
  const goal = await findGoalForTasks(ctx.db, goalId, ctx.auth.districtId, ctx.auth.locationId);
  if (!goal) throw notFound();
  return goal;
}

/**
 * The rules every saved task obeys (issue 4): the caller (or an admin) and the assignee both belong to
 * the task's team; its goal is a team goal of that team, open when the task is created or moved onto
 * it; its meeting is held by that team; its agenda item is on that meeting's agenda.
 */
async function checkDraft(
  ctx: ServiceContext,
  draft: TaskDraft,
  existing: repo.TaskRow | null,
): Promise<string> {
  const { db, auth } = ctx;
  const notOnTeam = badRequest(TaskMessages.assigneeNotOnTeam);
  if (!draft.teamId) throw notOnTeam;
  const access = await findTeamMembership(db, draft.teamId, auth.userId, auth.locationId);
  if (!access) throw notFound();
  authorizeAccess(auth, 'teamMember', canAssignInTeam(auth, access.isMember), notOnTeam);
  if (!(await lookups.isAssignableOnTeam(db, draft.assignedToUserId, draft.teamId, auth.locationId))) {
    throw notOnTeam;
  }
  const { goal } = draft;
  if (goal) {
    if (goal.teamId !== draft.teamId) throw badRequest("GoalId: The goal is not a goal of the task's team");
    const joinsGoal = existing?.goalId !== goal.goalId;
    if (joinsGoal && goal.goalStatusId === GoalStatus.Closed) throw badRequest(GoalMessages.goalClosed);
  }
  const linkChanges = existing
    ? existing.meetingId !== draft.meetingId || existing.agendaItemId !== draft.agendaItemId
    : draft.meetingId !== null;
  // Finalised minutes keep their tasks: no task joins or leaves them until a lead reopens them.
  if (linkChanges && existing?.meetingMinutesFinalized) throw conflict(MeetingRoomMessages.minutesLocked);
  if (draft.meetingId) {
    const meeting = await lookups.findMeetingOfTeam(db, draft.meetingId, draft.teamId);
    if (!meeting.ofTeam) throw badRequest("MeetingId: The meeting is not a meeting of the task's team");
    if (linkChanges && meeting.minutesFinalized) throw conflict(MeetingRoomMessages.minutesLocked);
  }
  if (draft.agendaItemId) {
    const item = await lookups.findAgendaItemMeeting(db, draft.agendaItemId, auth.locationId);
    if (!draft.meetingId || item?.meetingId !== draft.meetingId) {
      throw badRequest('AgendaItemId: The agenda item is not an item of the meeting');
    }
  }
  return draft.teamId;
}

/** Checks the draft, then inserts a new Open task or updates the existing one (and moves its status). */
async function writeTask(
  ctx: ServiceContext,
  existing: repo.TaskRow | null,
  draft: TaskDraft,
  expectedVersion: number | undefined,
  statusId?: number,
): Promise<string> {
  const { auth } = ctx;
  // Before its references are checked: a form loaded before a move took the task's agenda item to another
  // meeting would otherwise fail on its old meeting (400) rather than ask for a reload (409).
  if (existing) refuseStaleCopy(existing.version, expectedVersion);
  const teamId = await checkDraft(ctx, draft, existing);
  const fields: repo.TaskFields = {
    title: draft.title,
    dueDate: draft.dueDate,
    teamId,
    goalId: draft.goal?.goalId ?? null,
    meetingId: draft.meetingId,
    agendaItemId: draft.agendaItemId,
    assignedToUserId: draft.assignedToUserId,
  };
  const rooms = [existing?.meetingId, draft.meetingId];
  const assigneeChanges = existing?.assignedToUserId !== draft.assignedToUserId;
  const noticeAssignee = (tx: ServiceContext, taskId: string) =>
    assigneeChanges
      ? noticeTaskAssigned(
          tx,
          { id: taskId, title: draft.title, dueDate: draft.dueDate, teamId },
          draft.assignedToUserId,
          auth.userId,
        )
      : Promise.resolve();
  if (!existing) {
    return withRoomsTold(ctx, rooms, async (tx) => {
      const taskId = await repo.insertTask(tx.db, {
        ...fields,
        districtId: auth.districtId,
        locationId: auth.locationId,
        dateAssigned: todayIso(),
        assignedByUserId: auth.userId,
      });
      await noticeAssignee(tx, taskId);
      return taskId;
    });
  }
  await withTransaction(ctx, async (tx) => {
    if (!(await repo.updateTask(tx.db, existing.id, auth.locationId, fields, expectedVersion))) {
      throw staleOrNotFound(expectedVersion);
    }
    if (statusId !== undefined && statusId !== existing.taskStatusId) {
      await applyStatusMove(tx, existing.id, statusId);
    }
    await noticeAssignee(tx, existing.id);
    await tellRooms(tx.db, rooms);
  });
  return existing.id;
}

/**
 * The team of a task saved through task/save: TeamId; else the goal's team; else (editing) its current
 * team; else the meeting's team the assignee belongs to; else the first team, by name, that the caller
 * and the assignee share. Null when none applies (checkDraft then refuses the assignment).
 */
async function resolveTeamId(
  ctx: ServiceContext,
  command: SaveTaskCommand,
  goal: GoalForTasks | null,
  existing: repo.TaskRow | null,
): Promise<string | null> {
  const { db, auth } = ctx;
  const known = command.TeamId ?? goal?.teamId ?? existing?.teamId;
  if (known) return known;
  if (command.MeetingId) {
    const [meetingTeam] = await lookups.findMeetingTeamIdsOfUser(
      db,
      command.MeetingId,
      command.AssignedToUserId,
    );
    if (meetingTeam) return meetingTeam;
  }
  const [sharedTeam] = await findSharedTeamIds(db, auth.userId, command.AssignedToUserId, auth.locationId);
  return sharedTeam ?? null;
}

/** task/save: assigns a new task (Id '0') or edits one. */
export async function saveTask(ctx: ServiceContext, command: SaveTaskCommand): Promise<string> {
  const { db, auth } = ctx;
  const existing = command.Id ? await loadEditableTask(ctx, command.Id) : null;
  const goal = await loadGoal(ctx, command.GoalId);
  if (
    command.MeetingId &&
    !(await findMeetingAccess(db, { meetingId: command.MeetingId }, auth.locationId, auth.userId))
  ) {
    throw notFound();
  }
  const teamId = await resolveTeamId(ctx, command, goal, existing);
  return writeTask(
    ctx,
    existing,
    {
      title: command.Title,
      dueDate: command.DueDate,
      assignedToUserId: command.AssignedToUserId,
      teamId,
      goal,
      meetingId: command.MeetingId,
      agendaItemId: command.AgendaItemId,
    },
    command.Version,
    command.TaskStatusId,
  );
}

/**
 * task/saveFromAgendaItem: the meeting is the item's agenda's meeting and the team is the meeting's team
 * the assignee belongs to (an edited task keeps its team when that still holds). The assigned and
 * created dates are the server's, whatever the client sends.
 */
export async function saveTaskFromAgendaItem(
  ctx: ServiceContext,
  command: SaveTaskFromAgendaItemCommand,
): Promise<string> {
  const { db, auth } = ctx;
  const item = await lookups.findAgendaItemMeeting(db, command.AgendaItemId, auth.locationId);
  if (!item) throw notFound();
  const existing = command.Id ? await loadEditableTask(ctx, command.Id) : null;
  const goal = await loadGoal(ctx, command.GoalId);
  const teamIds = await lookups.findMeetingTeamIdsOfUser(db, item.meetingId, command.AssignedToUserId);
  const teamId =
    existing?.teamId && teamIds.includes(existing.teamId) ? existing.teamId : (teamIds[0] ?? null);
  return writeTask(
    ctx,
    existing,
    {
      title: command.Title,
      dueDate: command.DueDate,
      assignedToUserId: command.AssignedToUserId,
      teamId,
      goal,
      meetingId: item.meetingId,
      agendaItemId: item.agendaItemId,
    },
    command.Version,
  );
}
