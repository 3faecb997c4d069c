import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema, ListQuerySchema } from '@shared/schemas/lists';
import {
  ManagedTeamPageSchema,
  MyTeamListSchema,
  SavedTeamSchema,
  SaveTeamRequestSchema,
  TeamDetailsSchema,
  TeamStafferListSchema,
  TeamSummaryListSchema,
  TeamWithUsersSchema,
  UserTypeParamsSchema,
} from '@shared/schemas/teams';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';
import teamCandidateRoutes from './team-candidate-routes';

const tags = ['teams'];

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/getByLocationId',
    { config: { access: 'member' }, schema: { tags, response: { 200: TeamSummaryListSchema } } },
    async (request) => service.teamsOfSchool(contextOf(request)),
  );

  app.get(
    '/team/getPagedByLocationId',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: ListQuerySchema, response: { 200: ManagedTeamPageSchema } },
    },
    async (request) => service.managedTeams(contextOf(request), request.query),
  );

  app.get(
    '/team/getForLoggedInUser',
    { config: { access: 'member' }, schema: { tags, response: { 200: TeamSummaryListSchema } } },
    async (request) => service.teamsOfCaller(contextOf(request)),
  );

  app.get(
    '/team/getFilterOptions',
    { config: { access: 'member' }, schema: { tags, response: { 200: TeamSummaryListSchema } } },
    async (request) => service.teamsToFilterBy(contextOf(request)),
  );

  app.get(
    '/team/getMyTeamsWithUserTypeIdToExclude/:typeId',
    {
      config: { access: 'member' },
      schema: { tags, params: UserTypeParamsSchema, response: { 200: MyTeamListSchema } },
    },
    async (request) => service.myTeams(contextOf(request), request.params.typeId),
  );

  app.get(
    '/team/getTeamWithUsersById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: TeamWithUsersSchema } },
    },
    async (request) => service.teamWithUsers(contextOf(request), request.params.id),
  );

  app.get(
    '/team/getAllStaffersById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: TeamStafferListSchema } },
    },
    async (request) => service.teamStaffers(contextOf(request), request.params.id),
  );

  app.get(
    '/team/getById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: TeamDetailsSchema } },
    },
    async (request) => service.teamDetails(contextOf(request), request.params.id),
  );

  app.post(
    '/team/addTeamWithUsers',
    {
      config: { access: 'teamLead' },
      schema: { tags, body: SaveTeamRequestSchema, response: { 200: SavedTeamSchema } },
    },
    async (request) => service.saveTeam(contextOf(request), request.body),
  );

  app.delete(
    '/team/delete/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.removeTeam(contextOf(request), request.params.id),
  );

  app.delete(
    '/userteam/delete/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.removeMember(contextOf(request), request.params.id),
  );

  await app.register(teamCandidateRoutes);
};

export default teamRoutes;
