import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The option lists of the task forms: who, which meeting, which agenda item, which goal (issue 4). */
const taskAssignmentRoutes: FastifyPluginAsyncZod = async () => {};

export default taskAssignmentRoutes;
