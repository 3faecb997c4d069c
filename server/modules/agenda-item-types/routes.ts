import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgendaItemTypeListSchema,
  AgendaItemTypeSchema,
  SaveAgendaItemTypeRequestSchema,
} from '@shared/schemas/agenda-item-types';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['agenda item types'];

/** Every member reads the school's types (agenda forms need them); only admins change them. */
const agendaItemTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agendaitemtype/getAgendaItemTypes',
    { config: { access: 'member' }, schema: { tags, response: { 200: AgendaItemTypeListSchema } } },
    async (request) => service.listTypes(contextOf(request)),
  );

  app.post(
    '/agendaitemtype/save',
    {
      config: { access: 'admin' },
      schema: { tags, body: SaveAgendaItemTypeRequestSchema, response: { 200: AgendaItemTypeSchema } },
    },
    async (request) => service.saveType(contextOf(request), request.body),
  );

  app.delete(
    '/agendaitemtype/delete/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteType(contextOf(request), request.params.id),
  );
};

export default agendaItemTypeRoutes;
