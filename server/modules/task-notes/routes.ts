import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Notes on a task (issue 4). */
const taskNoteRoutes: FastifyPluginAsyncZod = async () => {};

export default taskNoteRoutes;
