import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Tasks: saving, status moves and the task lists (issue 4). */
const taskRoutes: FastifyPluginAsyncZod = async () => {};

export default taskRoutes;
