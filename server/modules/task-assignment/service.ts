import { GoalScope } from '@shared/constants';
import type { Option } from '@shared/schemas/common';
import type { MeetingOption } from '@shared/schemas/meetings';
import type { Db } from '../../db/database';
import { authorize, badRequest, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
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
async function loadGoalTeamId(db: Db, auth: AuthContext, goalId: string): Promise<string> {
  const goal = await findGoalForTasks(db, goalId, auth.districtId, auth.locationId);
  if (!goal) throw notFound();
  if (goal.scope !== GoalScope.Team || !goal.teamId) throw badRequest('goalId: Only a team goal has a team');
  authorize(canViewTeam(auth, await loadTeamAccess(db, auth, goal.teamId)));
  return goal.teamId;
}

/** 404 unless the user is a live person of the caller's school. */
async function requirePerson(db: Db, auth: AuthContext, userId: string): Promise<void> {
  if (!(await repo.isLivePersonOfSchool(db, userId, auth.locationId))) throw notFound();
}

const peopleOf = async (db: Db, auth: AuthContext, teamIds: string[], alsoUserId: string | null = null) =>
  (await listPeopleOfTeams(db, auth.locationId, teamIds, alsoUserId)).map(presentPersonOption);

const meetingsOf = async (
  db: Db,
  auth: AuthContext,
  teamIds: string[],
  alsoMeetingId: string | null = null,
) =>
  (await options.listMeetingsOfTeams(db, auth.locationId, teamIds, meetingWindowStart(), alsoMeetingId)).map(
    presentMeetingOption,
  );

/** user/getByGoalId: the people of a team goal's team. */
export async function getPeopleOfGoal(db: Db, auth: AuthContext, goalId: string): Promise<Option[]> {
  return peopleOf(db, auth, [await loadGoalTeamId(db, auth, goalId)]);
}

/**
 * user/getAssignableUsersByTaskId: for a saved task the people of its team (and its current assignee,
 * so the edit form can show them); for a new one the people of `teamId`, or of every team of the caller.
 */
export async function getAssignablePeople(
  db: Db,
  auth: AuthContext,
  taskId: string | null,
  teamId: string | undefined,
): Promise<Option[]> {
  if (taskId !== null) {
    const task = await loadVisibleTask(db, auth, taskId);
    return peopleOf(db, auth, task.teamId ? [task.teamId] : [], task.assignedToUserId);
  }
  if (teamId) {
    authorize(canViewTeam(auth, await loadTeamAccess(db, auth, teamId)));
    return peopleOf(db, auth, [teamId]);
  }
  return peopleOf(db, auth, await repo.findTeamIdsOfUser(db, auth.userId, auth.locationId));
}

/**
 * meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment and meeting/getByUserId: the
 * meetings of the teams the caller and the person share (all of the person's teams for admins).
 */
export async function getMeetingsSharedWith(
  db: Db,
  auth: AuthContext,
  userId: string,
  onlyTeamId?: string,
): Promise<MeetingOption[]> {
  return meetingsOf(db, auth, await teamsForAssigningTo(db, auth, userId, onlyTeamId));
}

/** meeting/getMeetingsByUserIdAndGoalId: the goal team's meetings, if the person belongs to that team. */
export async function getMeetingsOfPersonAndGoal(
  db: Db,
  auth: AuthContext,
  userId: string,
  goalId: string,
): Promise<MeetingOption[]> {
  const teamId = await loadGoalTeamId(db, auth, goalId);
  await requirePerson(db, auth, userId);
  const membership = await findTeamMembership(db, teamId, userId, auth.locationId);
  return meetingsOf(db, auth, membership?.isMember ? [teamId] : []);
}

/** meeting/getByGoalId: the meetings of a team goal's team. */
export async function getMeetingsOfGoal(db: Db, auth: AuthContext, goalId: string): Promise<MeetingOption[]> {
  return meetingsOf(db, auth, [await loadGoalTeamId(db, auth, goalId)]);
}

/** meeting/getByTaskId: the meetings of the task's team, plus its current meeting however old. */
export async function getMeetingsOfTask(db: Db, auth: AuthContext, taskId: string): Promise<MeetingOption[]> {
  const task = await loadVisibleTask(db, auth, taskId);
  return meetingsOf(db, auth, task.teamId ? [task.teamId] : [], task.meetingId);
}

/** agendaitem/getAgendaItemsByMeetingId: the meeting's agenda items in agenda order. */
export async function getAgendaItemsOfMeeting(
  db: Db,
  auth: AuthContext,
  meetingId: string,
): Promise<Option[]> {
  const meeting = await loadViewableMeeting(db, auth, meetingId);
  return (await options.listAgendaItemsOfMeeting(db, meeting.meetingId, auth.locationId)).map(
    presentAgendaItemOption,
  );
}

/** goal/getByMeetingId (and goals/getByMeetingId): the open team goals of the meeting's teams. */
export async function listGoalOptionsOfMeeting(
  db: Db,
  auth: AuthContext,
  meetingId: string,
): Promise<Option[]> {
  const meeting = await loadViewableMeeting(db, auth, meetingId);
  return presentGoalOptions(await listOpenGoalsOfTeams(db, meeting.teamIds, auth.locationId));
}

/** goal/getByTaskId: the open team goals of the task's team, and the task's own goal. */
export async function listGoalOptionsOfTask(db: Db, auth: AuthContext, taskId: string): Promise<Option[]> {
  await loadVisibleTask(db, auth, taskId);
  return presentGoalOptions(await listGoalsOfTask(db, taskId, auth.districtId, auth.locationId));
}

/** goal/getByUserId: goals a task for `userId` may serve, those of the teams the caller may assign them in. */
export async function listGoalOptionsOfUser(
  db: Db,
  auth: AuthContext,
  userId: string,
  onlyTeamId?: string,
): Promise<Option[]> {
  const teamIds = await teamsForAssigningTo(db, auth, userId, onlyTeamId);
  return presentGoalOptions(await listOpenGoalsOfTeams(db, teamIds, auth.locationId));
}
