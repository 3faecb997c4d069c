import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@shared/schemas/health';
import { ErrorResponseSchema } from '@shared/schemas/common';
import { countAppliedMigrations } from './repository';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['health'], response: { 200: HealthResponseSchema, 503: ErrorResponseSchema } },
    },
    async (request, reply) => {
      try {
        if ((await countAppliedMigrations(app.db)) > 0)
          return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
      }
      return reply
        .status(503)
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'The database is not ready' });
    },
  );
};

export default healthRoutes;
