import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const teamNormRoutes: FastifyPluginAsyncZod = async () => {};

export default teamNormRoutes;
