import fp from 'fastify-plugin';

/**
 * Every API answer is personal or about to be (a session, a school's people, a student's notes, an
 * error naming a record): `no-store` keeps it out of the browser's disk cache, shared computers'
 * history and any proxy. Set first, so error answers carry it too; a route that may be cached says so
 * itself (the calendar feed).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.toLowerCase().startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store' },
);
