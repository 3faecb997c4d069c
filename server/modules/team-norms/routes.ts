import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import {
  ReorderTeamNormsRequestSchema,
  SaveTeamNormRequestSchema,
  TeamNormSchema,
  TeamWithNormsSchema,
  UpdateNormTitleRequestSchema,
  UpdateNormTitleResponseSchema,
} from '@shared/schemas/team-norms';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['team norms'];

/** Team norms: members read them; admins and the team's leads change them (service checks). */
const teamNormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/getTeamWithNormsByTeamId/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: TeamWithNormsSchema } },
    },
    async (request) => service.getTeamWithNorms(contextOf(request), request.params.id),
  );

  app.post(
    '/teamnorms/save',
    {
      config: { access: 'teamLead' },
      schema: { tags, body: SaveTeamNormRequestSchema, response: { 200: TeamNormSchema } },
    },
    async (request) => service.saveNorm(contextOf(request), request.body),
  );

  app.delete(
    '/teamnorms/delete/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteNorm(contextOf(request), request.params.id),
  );

  app.post(
    '/teamnorms/reorder',
    {
      config: { access: 'teamLead' },
      schema: { tags, body: ReorderTeamNormsRequestSchema, response: { 200: z.array(TeamNormSchema) } },
    },
    async (request) => service.reorderNorms(contextOf(request), request.body),
  );

  app.post(
    '/team/updateNormTitle',
    {
      config: { access: 'teamLead' },
      schema: { tags, body: UpdateNormTitleRequestSchema, response: { 200: UpdateNormTitleResponseSchema } },
    },
    async (request) => service.updateNormTitle(contextOf(request), request.body),
  );
};

export default teamNormRoutes;
