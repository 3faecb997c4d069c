import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MeetingListQuerySchema, MeetingPageSchema } from '@shared/schemas/meetings';
import { requireAuth } from '../../plugins/auth';
import * as service from './service';

const member = { access: 'member' } as const;
const tags = ['meetings'];

/** Meeting lists (issue 4: upcoming; issue 5 adds the rest). */
const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meeting/getMyUpcomingMeeting',
    {
      config: member,
      schema: { tags, querystring: MeetingListQuerySchema, response: { 200: MeetingPageSchema } },
    },
    async (request) => service.getMyUpcomingMeetings(app.db, requireAuth(request), request.query),
  );
};

export default meetingRoutes;
