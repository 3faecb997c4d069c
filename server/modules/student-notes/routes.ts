import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const studentNoteRoutes: FastifyPluginAsyncZod = async () => {};

export default studentNoteRoutes;
