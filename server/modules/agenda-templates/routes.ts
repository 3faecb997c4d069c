import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgendaTemplateListSchema,
  AgendaTemplateQuerySchema,
  AgendaTemplateSchema,
  SaveAgendaTemplateRequestSchema,
} from '@shared/schemas/agenda-templates';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['agenda templates'];

/** Agenda templates (ours): members use the school's and their teams'; admins and leads keep them. */
const agendaTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agendaTemplate/getAll',
    {
      config: { access: 'member' },
      schema: { tags, querystring: AgendaTemplateQuerySchema, response: { 200: AgendaTemplateListSchema } },
    },
    async (request) => service.listTemplates(contextOf(request), request.query.TeamId),
  );

  app.post(
    '/agendaTemplate/save',
    {
      config: { access: 'teamLead' },
      schema: { tags, body: SaveAgendaTemplateRequestSchema, response: { 200: AgendaTemplateSchema } },
    },
    async (request) => service.saveTemplate(contextOf(request), request.body),
  );

  app.delete(
    '/agendaTemplate/delete/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteTemplate(contextOf(request), request.params.id),
  );
};

export default agendaTemplateRoutes;
