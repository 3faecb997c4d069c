import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the module's routes land (issue 5).
const agendasRoutes: FastifyPluginAsyncZod = async () => {};

export default agendasRoutes;
