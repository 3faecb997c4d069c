import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** District, school and team goals (issue 4). */
const goalRoutes: FastifyPluginAsyncZod = async () => {};

export default goalRoutes;
