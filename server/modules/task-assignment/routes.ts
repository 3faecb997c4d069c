import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, OptionListSchema } from '@shared/schemas/common';
import { GoalIdParamsSchema } from '@shared/schemas/goals';
import { MeetingIdParamsSchema, MeetingOptionListSchema } from '@shared/schemas/meetings';
import { TaskIdParamsSchema, TeamFilterQuerySchema } from '@shared/schemas/tasks';
import { UserIdParamsSchema } from '@shared/schemas/student-notes';
import { contextOf } from '../../plugins/service-context';
import { TaskIdOrNewParamsSchema, UserAndGoalParamsSchema } from './params';
import * as service from './service';

const member = { access: 'member' } as const;
const tags = ['task-assignment'];
/** The goal choices keep the tag they always had in the API docs. */
const goalTags = ['goals'];
const optionList = { 200: OptionListSchema };
const meetingOptions = { 200: MeetingOptionListSchema };

/**
 * The option lists of the task forms (spec "Assign Task"): who, which meeting, which agenda item, which
 * goal. Who may read each list is decided in the service from the goal, task, team or meeting it is about.
 */
const taskAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/getByGoalId/:goalId',
    { config: { access: 'teamMember' }, schema: { tags, params: GoalIdParamsSchema, response: optionList } },
    async (request) => service.getPeopleOfGoal(contextOf(request), request.params.goalId),
  );

  app.get(
    '/user/getAssignableUsersByTaskId/:taskId',
    {
      config: { access: 'teamMember' },
      schema: {
        tags,
        params: TaskIdOrNewParamsSchema,
        querystring: TeamFilterQuerySchema,
        response: optionList,
      },
    },
    async (request) =>
      service.getAssignablePeople(contextOf(request), request.params.taskId, request.query.TeamId),
  );

  app.get(
    '/meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment/:userId',
    {
      config: member,
      schema: {
        tags,
        params: UserIdParamsSchema,
        querystring: TeamFilterQuerySchema,
        response: meetingOptions,
      },
    },
    async (request) =>
      service.getMeetingsSharedWith(contextOf(request), request.params.userId, request.query.TeamId),
  );

  app.get(
    '/meeting/getMeetingsByUserIdAndGoalId/:userId/:goalId',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: UserAndGoalParamsSchema, response: meetingOptions },
    },
    async (request) =>
      service.getMeetingsOfPersonAndGoal(contextOf(request), request.params.userId, request.params.goalId),
  );

  app.get(
    '/meeting/getByGoalId/:goalId',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: GoalIdParamsSchema, response: meetingOptions },
    },
    async (request) => service.getMeetingsOfGoal(contextOf(request), request.params.goalId),
  );

  app.get(
    '/meeting/getByUserId/:userId',
    { config: member, schema: { tags, params: UserIdParamsSchema, response: meetingOptions } },
    async (request) => service.getMeetingsSharedWith(contextOf(request), request.params.userId),
  );

  app.get(
    '/meeting/getByTaskId/:taskId',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: TaskIdParamsSchema, response: meetingOptions },
    },
    async (request) => service.getMeetingsOfTask(contextOf(request), request.params.taskId),
  );

  app.get(
    '/agendaitem/getAgendaItemsByMeetingId/:id',
    { config: { access: 'teamMember' }, schema: { tags, params: IdParamsSchema, response: optionList } },
    async (request) => service.getAgendaItemsOfMeeting(contextOf(request), request.params.id),
  );

  app.get(
    '/goal/getByMeetingId/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags: goalTags, params: IdParamsSchema, response: { 200: OptionListSchema } },
    },
    async (request) => service.listGoalOptionsOfMeeting(contextOf(request), request.params.id),
  );

  // The spec names this list twice; both paths answer the same.
  app.get(
    '/goals/getByMeetingId/:meetingId',
    {
      config: { access: 'teamMember' },
      schema: { tags: goalTags, params: MeetingIdParamsSchema, response: { 200: OptionListSchema } },
    },
    async (request) => service.listGoalOptionsOfMeeting(contextOf(request), request.params.meetingId),
  );

  app.get(
    '/goal/getByTaskId/:taskId',
    {
      config: { access: 'teamMember' },
      schema: { tags: goalTags, params: TaskIdParamsSchema, response: { 200: OptionListSchema } },
    },
    async (request) => service.listGoalOptionsOfTask(contextOf(request), request.params.taskId),
  );

  app.get(
    '/goal/getByUserId/:userId',
    {
      config: member,
      schema: {
        tags: goalTags,
        params: UserIdParamsSchema,
        querystring: TeamFilterQuerySchema,
        response: { 200: OptionListSchema },
      },
    },
    async (request) =>
      service.listGoalOptionsOfUser(contextOf(request), request.params.userId, request.query.TeamId),
  );
};

export default taskAssignmentRoutes;
