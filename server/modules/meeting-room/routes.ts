import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  AttendanceRatesQuerySchema,
  AttendanceRatesSchema,
  AttendanceSchema,
  ItemTimerSchema,
  MeetingLifecycleSchema,
  MeetingRoomSchema,
  ReopenMinutesRequestSchema,
  SaveAttendanceRequestSchema,
} from '@shared/schemas/meeting-room';
import { contextOf } from '../../plugins/service-context';
import * as attendance from './attendance-service';
import { openEventStream } from './event-stream';
import { prepareRoomEvents, relayRoomEvents } from './events-service';
import * as lifecycle from './lifecycle-service';
import * as minutes from './minutes-service';
import * as room from './room-service';
import * as timers from './timer-service';

const tags = ['meeting-room'];

/**
 * The meeting room (ours, issue 20): the minutes' lifecycle, the room's live parts, attendance and the
 * items' time-boxes. Members read; the note taker and leads record; leads finalise and reopen.
 */
const meetingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meeting/getRoom/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: MeetingRoomSchema } },
    },
    async (request) => room.getRoom(contextOf(request), request.params.id),
  );

  // Server-sent events: what changed in the room, live. Access is checked before the stream opens (a
  // refusal is a JSON error); the open stream is answered outside Fastify's reply (hijacked).
  app.get(
    '/meeting/events/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: z.string().describe('text/event-stream') } },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const hub = request.server.liveEvents;
      const meeting = await prepareRoomEvents(ctx, hub, request.params.id);
      reply.hijack();
      const stream = openEventStream(reply.raw, reply.getHeaders());
      request.server.eventStreams.add(reply.raw);
      stream.onClose(() => request.server.eventStreams.delete(reply.raw));
      relayRoomEvents(ctx, hub, meeting, stream);
    },
  );

  app.post(
    '/meeting/start/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: MeetingLifecycleSchema } },
    },
    async (request) => lifecycle.startMeeting(contextOf(request), request.params.id),
  );

  app.post(
    '/meeting/finalizeMinutes/:id',
    {
      config: { access: 'teamLead' },
      schema: { tags, params: IdParamsSchema, response: { 200: MeetingLifecycleSchema } },
    },
    async (request) => lifecycle.finalizeMinutes(contextOf(request), request.params.id),
  );

  app.post(
    '/meeting/reopenMinutes/:id',
    {
      config: { access: 'teamLead' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: ReopenMinutesRequestSchema,
        response: { 200: MeetingLifecycleSchema },
      },
    },
    async (request) => lifecycle.reopenMinutes(contextOf(request), request.params.id, request.body.Reason),
  );

  for (const kind of ['Agenda', 'Minutes'] as const) {
    app.get(
      `/meeting/get${kind}Pdf/:id`,
      {
        config: { access: 'teamMember' },
        schema: { tags, params: IdParamsSchema, response: { 200: z.any().describe('application/pdf') } },
      },
      async (request, reply) => {
        const pdf = await minutes.meetingPdf(contextOf(request), request.params.id, kind);
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`);
        return pdf.body;
      },
    );
  }

  app.get(
    '/meeting/getAttendance/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: AttendanceSchema } },
    },
    async (request) => attendance.getAttendance(contextOf(request), request.params.id),
  );

  app.post(
    '/meeting/saveAttendance',
    {
      config: { access: 'owner' },
      schema: { tags, body: SaveAttendanceRequestSchema, response: { 200: AttendanceSchema } },
    },
    async (request) => attendance.saveAttendance(contextOf(request), request.body),
  );

  app.get(
    '/meeting/getAttendanceRates',
    {
      config: { access: 'teamLead' },
      schema: { tags, querystring: AttendanceRatesQuerySchema, response: { 200: AttendanceRatesSchema } },
    },
    async (request) => attendance.getAttendanceRates(contextOf(request), request.query),
  );

  app.post(
    '/agendaItem/startTimer/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: ItemTimerSchema } },
    },
    async (request) => timers.startTimer(contextOf(request), request.params.id),
  );

  app.post(
    '/agendaItem/pauseTimer/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: ItemTimerSchema } },
    },
    async (request) => timers.pauseTimer(contextOf(request), request.params.id),
  );
};

export default meetingRoomRoutes;
