import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarFeedCreatedSchema,
  CalendarFeedParamsSchema,
  CalendarFeedStatusSchema,
} from '@shared/schemas/calendar';
import { hashToken } from '../../lib/tokens';
import { MeetingIdParamsSchema } from '@shared/schemas/meetings';
import { contextOf, publicContextOf } from '../../plugins/service-context';
import * as service from './service';

const member = { access: 'member' } as const;
const tags = ['calendar'];
const ICS_TYPE = 'text/calendar; charset=utf-8';
const icsResponse = { 200: z.string().describe('iCalendar (text/calendar)') };

/** A meeting as an .ics download, and the caller's secret calendar feed. */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meeting/getIcs/:meetingId',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: MeetingIdParamsSchema, response: icsResponse },
    },
    async (request, reply) => {
      const ics = await service.meetingIcs(contextOf(request), request.params.meetingId);
      const fileName = encodeURIComponent(ics.fileName);
      reply.type(ICS_TYPE).header('content-disposition', `attachment; filename*=UTF-8''${fileName}`);
      return ics.body;
    },
  );

  app.get(
    '/calendar/getFeed',
    { config: member, schema: { tags, response: { 200: CalendarFeedStatusSchema } } },
    async (request) => service.feedStatus(contextOf(request)),
  );

  app.post(
    '/calendar/createFeed',
    { config: member, schema: { tags, response: { 200: CalendarFeedCreatedSchema } } },
    async (request) => service.createFeed(contextOf(request)),
  );

  app.post(
    '/calendar/revokeFeed',
    { config: member, schema: { tags, response: { 200: CalendarFeedStatusSchema } } },
    async (request) => service.revokeFeed(contextOf(request)),
  );

  // Calendar apps poll this without a session: the secret path is the credential. Google and Outlook poll
  // many users' feeds from few addresses, so the limit is per feed, keyed by the path's hash (the store
  // never holds the secret). A per-address ceiling cannot be added: the plugin runs one limit per request.
  // Guessing paths is hopeless (256-bit tokens) and each guess costs one indexed lookup.
  app.get(
    '/calendar/feed/:file',
    {
      config: {
        access: 'anonymous',
        rateLimit: {
          max: app.env.CALENDAR_FEED_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => hashToken(CalendarFeedParamsSchema.parse(request.params).file),
        },
      },
      schema: { tags, params: CalendarFeedParamsSchema, response: icsResponse },
    },
    async (request, reply) => {
      const body = await service.feedIcs(publicContextOf(request), request.params.file);
      // Instead of the API's no-store: calendar apps poll the feed, and a copy five minutes old is fine for
      // meeting times; `private` keeps it out of shared caches, as the path is the credential.
      reply.type(ICS_TYPE).header('cache-control', 'private, max-age=300');
      return body;
    },
  );
};

export default calendarRoutes;
