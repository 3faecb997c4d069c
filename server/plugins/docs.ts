import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same Zod schemas that validate requests, at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'PLC Hub API',
          version: '1.0.0',
          description: 'Paths under /api/v1 match case-insensitively.',
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'plchub_session' } },
        },
        security: [{ session: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
