import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TeamSummaryListSchema } from '@shared/schemas/teams';
import { requireAuth } from '../../plugins/auth';
import { listTeamsOfLocation } from './repository';

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/getByLocationId',
    { config: { access: 'member' }, schema: { tags: ['teams'], response: { 200: TeamSummaryListSchema } } },
    async (request) => listTeamsOfLocation(app.db, requireAuth(request).locationId),
  );
};

export default teamRoutes;
