import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GoalScope } from '@shared/constants';
import { IdParamsSchema, OptionListSchema } from '@shared/schemas/common';
import {
  AdminGoalPageSchema,
  AdminGoalQuerySchema,
  AdminModifiableGoalSchema,
  GoalIdParamsSchema,
  GoalStatusResponseSchema,
  SaveAdminGoalRequestSchema,
  SavedGoalSchema,
  SaveTeamGoalRequestSchema,
  TeamGoalPageSchema,
  TeamGoalSchema,
  MyTeamGoalsQuerySchema,
  TeamGoalsQuerySchema,
} from '@shared/schemas/goals';
import { DeletedIdSchema, ListQuerySchema } from '@shared/schemas/lists';
import { sendCsv } from '../../lib/csv';
import { contextOf } from '../../plugins/service-context';
import * as exporting from './export-service';
import * as service from './service';

const member = { access: 'member' } as const;
const admin = { access: 'admin' } as const;
const tags = ['goals'];

/**
 * District, school and team goals (spec section 7). District and school goals are read by everyone and
 * changed by admins; team goal rights (members, leads, admins) are decided per goal in the service.
 */
const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/goal/getDistrictGoals',
    {
      config: member,
      schema: { tags, querystring: ListQuerySchema, response: { 200: AdminGoalPageSchema } },
    },
    async (request) => service.listAdminGoals(contextOf(request), GoalScope.District, request.query),
  );

  app.get(
    '/goal/getSchoolGoals',
    {
      config: member,
      schema: { tags, querystring: ListQuerySchema, response: { 200: AdminGoalPageSchema } },
    },
    async (request) => service.listAdminGoals(contextOf(request), GoalScope.School, request.query),
  );

  app.get(
    '/goal/getAdminModifiableOnlyGoal/:goalId',
    {
      config: admin,
      schema: {
        tags,
        params: GoalIdParamsSchema,
        querystring: AdminGoalQuerySchema,
        response: { 200: AdminModifiableGoalSchema },
      },
    },
    async (request) => service.getAdminGoal(contextOf(request), request.params.goalId, request.query.Scope),
  );

  app.post(
    '/goal/saveDistrictGoal',
    { config: admin, schema: { tags, body: SaveAdminGoalRequestSchema, response: { 200: SavedGoalSchema } } },
    async (request) => ({
      Id: await service.saveAdminGoal(contextOf(request), GoalScope.District, request.body),
    }),
  );

  app.post(
    '/goal/saveSchoolGoal',
    { config: admin, schema: { tags, body: SaveAdminGoalRequestSchema, response: { 200: SavedGoalSchema } } },
    async (request) => ({
      Id: await service.saveAdminGoal(contextOf(request), GoalScope.School, request.body),
    }),
  );

  app.delete(
    '/goal/delete/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteGoal(contextOf(request), request.params.id),
  );

  app.get(
    '/goal/myTeamGoals',
    {
      config: member,
      schema: { tags, querystring: MyTeamGoalsQuerySchema, response: { 200: TeamGoalPageSchema } },
    },
    async (request) => service.listMyTeamGoals(contextOf(request), request.query),
  );

  app.get(
    '/goal/getByTeamId/:id',
    {
      config: { access: 'teamMember' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: TeamGoalsQuerySchema,
        response: { 200: TeamGoalPageSchema },
      },
    },
    async (request) => service.listGoalsOfTeam(contextOf(request), request.params.id, request.query),
  );

  // Ours (issue 23): every goal of the team as a CSV download, for those who see its goals.
  app.get(
    '/goal/exportByTeamId/:id.csv',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: z.string().describe('CSV (text/csv)') } },
    },
    async (request, reply) =>
      sendCsv(reply, await exporting.exportTeamGoals(contextOf(request), request.params.id)),
  );

  app.get(
    '/goal/getById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: TeamGoalSchema } },
    },
    async (request) => service.getTeamGoal(contextOf(request), request.params.id),
  );

  app.get(
    '/goal/getGoalStatus/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: GoalStatusResponseSchema } },
    },
    async (request) => service.getGoalStatus(contextOf(request), request.params.id),
  );

  app.post(
    '/goal/save',
    {
      config: { access: 'teamLead' },
      schema: { tags, body: SaveTeamGoalRequestSchema, response: { 200: SavedGoalSchema } },
    },
    async (request) => ({ Id: await service.saveTeamGoal(contextOf(request), request.body) }),
  );

  app.post(
    '/goal/markAsCompleted/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: GoalStatusResponseSchema } },
    },
    async (request) => service.markGoalCompleted(contextOf(request), request.params.id),
  );

  // Ours: undoes markAsCompleted, named after it (and task/markAsDone, task/markAsInProgress).
  app.post(
    '/goal/markAsOpen/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: GoalStatusResponseSchema } },
    },
    async (request) => service.markGoalOpen(contextOf(request), request.params.id),
  );

  app.get(
    '/goal/getTeamsForGoals',
    { config: member, schema: { tags, response: { 200: OptionListSchema } } },
    async (request) => service.listTeamsForGoals(contextOf(request)),
  );
};

export default goalRoutes;
