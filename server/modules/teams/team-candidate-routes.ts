import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CandidateUserListSchema } from '@shared/schemas/teams';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

/** user/getAllUsers: the people the team builder may add (admins and team leads only); teams is its only user. */
const teamCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/getAllUsers',
    {
      config: { access: 'teamLead' },
      schema: { tags: ['teams'], response: { 200: CandidateUserListSchema } },
    },
    async (request) => service.candidates(contextOf(request)),
  );
};

export default teamCandidateRoutes;
