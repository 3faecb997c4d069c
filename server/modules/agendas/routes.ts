import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgendaIdParamsSchema,
  AgendaItemOrderSchema,
  AgendaItemSchema,
  AgendaSchema,
  PostAgendaResponseSchema,
  ReorderAgendaItemsRequestSchema,
  SaveAgendaItemRequestSchema,
  TeamUserListSchema,
} from '@shared/schemas/agendas';
import { ApplyTemplateParamsSchema, ApplyTemplateResponseSchema } from '@shared/schemas/agenda-templates';
import {
  CarryOverOfferSchema,
  CarryOverRequestSchema,
  CarryOverResponseSchema,
  SetFinishedRequestSchema,
  SetFinishedResponseSchema,
} from '@shared/schemas/carry-over';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import {
  SaveExistingMeetingWithAgendaItemsRequestSchema,
  SaveMeetingResponseSchema,
  SaveWithAgendaItemsRequestSchema,
} from '@shared/schemas/meetings';
import { contextOf } from '../../plugins/service-context';
import * as moving from './move-service';
import * as service from './service';
import * as templates from './template-service';
import * as carrying from './carry-over-service';

const tags = ['agendas'];
const meetingTags = ['meetings'];

/** The agenda of a meeting and its items; who may do what is in policy.ts. */
const agendasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: AgendaSchema } },
    },
    async (request) => service.getCompleteAgenda(contextOf(request), request.params.id),
  );

  app.get(
    '/agenda/getListOfTeamUsersByAgendaId/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: TeamUserListSchema } },
    },
    async (request) => service.listTeamUsers(contextOf(request), request.params.id),
  );

  app.get(
    '/agenda/getCarryOver/:agendaId',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: AgendaIdParamsSchema, response: { 200: CarryOverOfferSchema } },
    },
    async (request) => carrying.getCarryOver(contextOf(request), request.params.agendaId),
  );

  app.post(
    '/agenda/carryOver/:agendaId',
    {
      config: { access: 'teamLead' },
      schema: {
        tags,
        params: AgendaIdParamsSchema,
        body: CarryOverRequestSchema,
        response: { 200: CarryOverResponseSchema },
      },
    },
    async (request) => carrying.carryOver(contextOf(request), request.params.agendaId, request.body),
  );

  app.post(
    '/agendaitem/setFinished/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: SetFinishedRequestSchema,
        response: { 200: SetFinishedResponseSchema },
      },
    },
    async (request) => carrying.setFinished(contextOf(request), request.params.id, request.body.Finished),
  );

  app.post(
    '/agenda/applyTemplate/:agendaId/:templateId',
    {
      config: { access: 'owner' },
      schema: { tags, params: ApplyTemplateParamsSchema, response: { 200: ApplyTemplateResponseSchema } },
    },
    async (request) =>
      templates.applyTemplate(contextOf(request), request.params.agendaId, request.params.templateId),
  );

  app.post(
    '/agenda/postMeetingAgenda/:agendaId',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: AgendaIdParamsSchema, response: { 200: PostAgendaResponseSchema } },
    },
    async (request) => service.postAgenda(contextOf(request), request.params.agendaId),
  );

  app.get(
    '/agendaitem/getById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: AgendaItemSchema } },
    },
    async (request) => service.getItem(contextOf(request), request.params.id),
  );

  app.post(
    '/agendaitem/save',
    {
      config: { access: 'owner' },
      schema: { tags, body: SaveAgendaItemRequestSchema, response: { 200: AgendaItemSchema } },
    },
    async (request) => service.saveItem(contextOf(request), request.body),
  );

  app.delete(
    '/agendaitem/delete/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteItem(contextOf(request), request.params.id),
  );

  app.post(
    '/agendaitem/reorder',
    {
      config: { access: 'teamLead' },
      schema: {
        tags,
        body: ReorderAgendaItemsRequestSchema,
        response: { 200: z.array(AgendaItemOrderSchema) },
      },
    },
    async (request) => service.reorderItems(contextOf(request), request.body),
  );

  // Moving agenda items to another meeting; the paths and docs tag are the meetings' (spec section 7).
  app.post(
    '/meeting/saveExistingMeetingWithAgendaItems',
    {
      config: { access: 'teamLead' },
      schema: {
        tags: meetingTags,
        body: SaveExistingMeetingWithAgendaItemsRequestSchema,
        response: { 200: SaveMeetingResponseSchema },
      },
    },
    async (request) => moving.moveToExistingMeeting(contextOf(request), request.body),
  );

  app.post(
    '/meeting/saveWithAgendaItems',
    {
      config: { access: 'teamLead' },
      schema: {
        tags: meetingTags,
        body: SaveWithAgendaItemsRequestSchema,
        response: { 200: SaveMeetingResponseSchema },
      },
    },
    async (request) => moving.moveToNewMeeting(contextOf(request), request.body),
  );
};

export default agendasRoutes;
