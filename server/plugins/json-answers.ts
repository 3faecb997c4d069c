import fp from 'fastify-plugin';

/**
 * Every /api/v1 answer is JSON. Fastify sends a handler's bare string (a deleted id, a full name) as
 * text/plain without serialising it; the spec's client parses every answer as JSON.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (typeof payload !== 'string' || !contentType.startsWith('text/plain')) return payload;
      if (!request.url.toLowerCase().startsWith('/api/v1/')) return payload;
      reply.header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify(payload);
    });
  },
  { name: 'json-answers' },
);
