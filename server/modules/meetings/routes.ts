import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Meeting lists (issue 4: upcoming; issue 5 adds the rest). */
const meetingRoutes: FastifyPluginAsyncZod = async () => {};

export default meetingRoutes;
