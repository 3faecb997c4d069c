import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const agendaItemTypeRoutes: FastifyPluginAsyncZod = async () => {};

export default agendaItemTypeRoutes;
