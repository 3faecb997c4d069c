import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import {
  CancelOccurrenceResponseSchema,
  MeetingSeriesSchema,
  SaveMeetingSeriesRequestSchema,
  SaveMeetingSeriesResponseSchema,
} from '@shared/schemas/meeting-series';
import { MeetingIdParamsSchema } from '@shared/schemas/meetings';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['meeting series'];
const teamLead = { access: 'teamLead' } as const;

/** Repeating meetings (ours): the team's members read a series; its leads and the admins change it. */
const meetingSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/meetingSeries/save',
    {
      config: teamLead,
      schema: {
        tags,
        body: SaveMeetingSeriesRequestSchema,
        response: { 200: SaveMeetingSeriesResponseSchema },
      },
    },
    async (request) => service.saveSeries(contextOf(request), request.body),
  );

  app.get(
    '/meetingSeries/getById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: MeetingSeriesSchema } },
    },
    async (request) => service.getSeries(contextOf(request), request.params.id),
  );

  app.post(
    '/meetingSeries/cancelOccurrence/:meetingId',
    {
      config: teamLead,
      schema: { tags, params: MeetingIdParamsSchema, response: { 200: CancelOccurrenceResponseSchema } },
    },
    async (request) => service.cancelOccurrence(contextOf(request), request.params.meetingId),
  );

  app.delete(
    '/meetingSeries/delete/:id',
    { config: teamLead, schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } } },
    async (request) => service.deleteSeries(contextOf(request), request.params.id),
  );
};

export default meetingSeriesRoutes;
