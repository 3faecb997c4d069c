import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../errors';

/** A private app: no page of it belongs in a search engine. */
const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/**
 * Serves the built React app from the same port as the API. Any unknown non-API path gets index.html so
 * that client-side routes survive a reload; unknown API paths stay JSON 404s. /robots.txt keeps crawlers
 * out, and the pages say noindex for a crawler that reads them anyway (a link to the app posted elsewhere).
 */
export default fp(
  async (app) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(ROBOTS_TXT),
    );

    const root = path.resolve(app.env.CLIENT_DIST_DIR);
    const hasClient = existsSync(path.join(root, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    } else {
      app.log.warn({ root }, 'no built client found; run `npm run build` to serve the web app');
    }

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
      async (request, reply) => {
        if (!hasClient || request.url.startsWith('/api') || request.method !== 'GET') throw notFound();
        return reply
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex, nofollow')
          .sendFile('index.html');
      },
    );
  },
  { name: 'client-app', dependencies: ['@fastify/rate-limit'] },
);
