import { GoalScope } from '@shared/constants';
import type { Option } from '@shared/schemas/common';
import type { MeetingOption } from '@shared/schemas/meetings';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../../plugins/service-context';
import { allowWithoutRecord, authorizeAccess } from '../../plugins/record-access';
import {
  findGoalForTasks,
  listGoalOptionsOfTask as listGoalsOfTask,
  listOpenGoalsOfTeams,
  presentGoalOptions,
} from '../goals';
import { loadViewableMeeting } from '../meetings';
import { loadVisibleTask } from '../tasks';
import {
  findTeamMembership,
  listPeopleOfTeams,
  canViewTeam,
  loadTeamAccess,
  presentPersonOption,
} from '../teams';
import * as options from './options-repository';
import { teamsForAssigningTo } from './policy';
import { presentAgendaItemOption, presentMeetingOption } from './presenter';
import * as repo from './repository';

/**
 * Spec silent: a select cannot list years of meetings, so the meeting options are those that started in
 * the last 90 days or later.
 */
const MEETING_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;
const meetingWindowStart = () => new Date(Date.now() - MEETING_WINDOW_DAYS * DAY_MS);

/** The team of a team goal the caller may see: 404 for another school's goal, 403 for a non-member. */
async function loadGoalTeamId(ctx: ServiceContext, goalId: string): Promise<string> {
  const { db, auth } = ctx;
  const goal = await findGoalForTasks(db, goalId, auth.districtId, auth.locationId);
  if (!goal) throw notFound();
  if (goal.scope !== GoalScope.Team || !goal.teamId) throw badRequest('goalId: Only a team goal has a team');
  authorizeAccess(auth, 'teamMember', canViewTeam(auth, await loadTeamAccess(db, auth, goal.teamId)));
  return goal.teamId;
}

/** 404 unless the user is a live person of the caller's school. */
async function requirePerson(ctx: ServiceContext, userId: string): Promise<void> {
  if (!(await repo.isLivePersonOfSchool(ctx.db, userId, ctx.auth.locationId))) throw notFound();
}

const peopleOf = async (ctx: ServiceContext, teamIds: string[], alsoUserId: string | null = null) =>
  (await listPeopleOfTeams(ctx.db, ctx.auth.locationId, teamIds, alsoUserId)).map(presentPersonOption);

const meetingsOf = async (ctx: ServiceContext, teamIds: string[], alsoMeetingId: string | null = null) =>
  (
    await options.listMeetingsOfTeams(
      ctx.db,
      ctx.auth.locationId,
      teamIds,
      meetingWindowStart(),
      alsoMeetingId,
    )
  ).map(presentMeetingOption);

/** user/getByGoalId: the people of a team goal's team. */
export async function getPeopleOfGoal(ctx: ServiceContext, goalId: string): Promise<Option[]> {
  return peopleOf(ctx, [await loadGoalTeamId(ctx, goalId)]);
}

/**
 * user/getAssignableUsersByTaskId: for a saved task the people of its team (and its current assignee,
 * so the edit form can show them); for a new one the people of `teamId`, or of every team of the caller.
 */
export async function getAssignablePeople(
  ctx: ServiceContext,
  taskId: string | null,
  teamId: string | undefined,
): Promise<Option[]> {
  const { db, auth } = ctx;
  if (taskId !== null) {
    const task = await loadVisibleTask(ctx, taskId);
    return peopleOf(ctx, task.teamId ? [task.teamId] : [], task.assignedToUserId);
  }
  if (teamId) {
    authorizeAccess(auth, 'teamMember', canViewTeam(auth, await loadTeamAccess(db, auth, teamId)));
    return peopleOf(ctx, [teamId]);
  }
  allowWithoutRecord(auth);
  return peopleOf(ctx, await repo.findTeamIdsOfUser(db, auth.userId, auth.locationId));
}

/**
 * meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment and meeting/getByUserId: the
 * meetings of the teams the caller and the person share (all of the person's teams for admins).
 */
export async function getMeetingsSharedWith(
  ctx: ServiceContext,
  userId: string,
  onlyTeamId?: string,
): Promise<MeetingOption[]> {
  return meetingsOf(ctx, await teamsForAssigningTo(ctx.db, ctx.auth, userId, onlyTeamId));
}

/** meeting/getMeetingsByUserIdAndGoalId: the goal team's meetings, if the person belongs to that team. */
export async function getMeetingsOfPersonAndGoal(
  ctx: ServiceContext,
  userId: string,
  goalId: string,
): Promise<MeetingOption[]> {
  const teamId = await loadGoalTeamId(ctx, goalId);
  await requirePerson(ctx, userId);
  const membership = await findTeamMembership(ctx.db, teamId, userId, ctx.auth.locationId);
  return meetingsOf(ctx, membership?.isMember ? [teamId] : []);
}

/** meeting/getByGoalId: the meetings of a team goal's team. */
export async function getMeetingsOfGoal(ctx: ServiceContext, goalId: string): Promise<MeetingOption[]> {
  return meetingsOf(ctx, [await loadGoalTeamId(ctx, goalId)]);
}

/** meeting/getByTaskId: the meetings of the task's team, plus its current meeting however old. */
export async function getMeetingsOfTask(ctx: ServiceContext, taskId: string): Promise<MeetingOption[]> {
  const task = await loadVisibleTask(ctx, taskId);
  return meetingsOf(ctx, task.teamId ? [task.teamId] : [], task.meetingId);
}

/** agendaitem/getAgendaItemsByMeetingId: the meeting's agenda items in agenda order. */
export async function getAgendaItemsOfMeeting(ctx: ServiceContext, meetingId: string): Promise<Option[]> {
  const { db, auth } = ctx;
  const meeting = await loadViewableMeeting(db, auth, meetingId);
  return (await options.listAgendaItemsOfMeeting(db, meeting.meetingId, auth.locationId)).map(
    presentAgendaItemOption,
  );
}

/** goal/getByMeetingId (and goals/getByMeetingId): the open team goals of the meeting's teams. */
export async function listGoalOptionsOfMeeting(ctx: ServiceContext, meetingId: string): Promise<Option[]> {
  const { db, auth } = ctx;
  const meeting = await loadViewableMeeting(db, auth, meetingId);
  return presentGoalOptions(await listOpenGoalsOfTeams(db, meeting.teamIds, auth.locationId));
}

/** goal/getByTaskId: the open team goals of the task's team, and the task's own goal. */
export async function listGoalOptionsOfTask(ctx: ServiceContext, taskId: string): Promise<Option[]> {
  const { db, auth } = ctx;
  await loadVisibleTask(ctx, taskId);
  return presentGoalOptions(await listGoalsOfTask(db, taskId, auth.districtId, auth.locationId));
}

/** goal/getByUserId: goals a task for `userId` may serve, those of the teams the caller may assign them in. */
export async function listGoalOptionsOfUser(
  ctx: ServiceContext,
  userId: string,
  onlyTeamId?: string,
): Promise<Option[]> {
  const { db, auth } = ctx;
  const teamIds = await teamsForAssigningTo(db, auth, userId, onlyTeamId);
  return presentGoalOptions(await listOpenGoalsOfTeams(db, teamIds, auth.locationId));
}
