import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, OptionListSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import {
  MeetingDetailSchema,
  MeetingIdParamsSchema,
  MeetingListQuerySchema,
  MeetingOptionListSchema,
  MeetingPageSchema,
  SaveMeetingRequestSchema,
  SaveMeetingResponseSchema,
  MeetingRolesSchema,
  SaveMeetingRolesRequestSchema,
} from '@shared/schemas/meetings';
import { TeamIdParamsSchema } from '@shared/schemas/student-notes';
import { contextOf } from '../../plugins/service-context';
import * as moving from './move-service';
import * as roles from './roles-service';
import * as saving from './save-service';
import * as service from './service';

const member = { access: 'member' } as const;
const tags = ['meetings'];
const listSchema = { tags, querystring: MeetingListQuerySchema, response: { 200: MeetingPageSchema } };
const savedSchema = { 200: SaveMeetingResponseSchema };

/** Meetings: the lists, the form, cancel and moving agenda items between meetings (spec section 7). */
const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/meeting/getMyUpcomingMeeting', { config: member, schema: listSchema }, async (request) =>
    service.listMyMeetings(contextOf(request), 'upcoming', request.query),
  );

  app.get('/meeting/getMyHistoricalMeeting', { config: member, schema: listSchema }, async (request) =>
    service.listMyMeetings(contextOf(request), 'historical', request.query),
  );

  app.get(
    '/meeting/getById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: MeetingDetailSchema } },
    },
    async (request) => service.getMeeting(contextOf(request), request.params.id),
  );

  app.post(
    '/meeting/save',
    {
      config: { access: 'teamLead' },
      schema: { tags, body: SaveMeetingRequestSchema, response: savedSchema },
    },
    async (request) => saving.saveMeeting(contextOf(request), request.body),
  );

  app.post(
    '/meeting/saveRoles/:meetingId',
    {
      config: { access: 'teamLead' },
      schema: {
        tags,
        params: MeetingIdParamsSchema,
        body: SaveMeetingRolesRequestSchema,
        response: { 200: MeetingRolesSchema },
      },
    },
    async (request) => roles.saveRoles(contextOf(request), request.params.meetingId, request.body),
  );

  app.delete(
    '/meeting/delete/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteMeeting(contextOf(request), request.params.id),
  );

  app.get(
    '/meeting/getMoveTargetsForAgendaItems/:meetingId',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: MeetingIdParamsSchema, response: { 200: MeetingOptionListSchema } },
    },
    async (request) => moving.listMoveTargets(contextOf(request), request.params.meetingId),
  );

  app.get(
    '/meeting/getTeamsForMeetings',
    { config: member, schema: { tags, response: { 200: OptionListSchema } } },
    async (request) => service.listTeamsForMeetings(contextOf(request)),
  );

  app.get(
    '/meeting/getNoteTakerOptions/:teamId',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: TeamIdParamsSchema, response: { 200: OptionListSchema } },
    },
    async (request) => service.listNoteTakerOptions(contextOf(request), request.params.teamId),
  );
};

export default meetingRoutes;
