import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { SESSION_COOKIE } from './auth';
import { FIRST_SCREEN_PAGES, firstScreenOf } from './first-screen-pages';

/** A private app: no page of it belongs in a search engine. */
const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/** Vite's content-hashed files: a new build gives a changed file a new name, so a copy never goes stale. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page names the current hashed files: a browser may keep it but must ask whether it changed. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built React app from the same port as the API. Any unknown non-API path gets index.html so
 * that client-side routes survive a reload; unknown API paths and assets stay 404s (an asset of an old
 * build must fail as a script, not load the page as one). /robots.txt keeps crawlers out, and the pages
 * say noindex for a crawler that reads them anyway (a link to the app posted elsewhere).
 *
 * A page load gets the copy of index.html that also preloads its first screen's chunks: the sign-in page's
 * signed out, the shell's (and at "/" the dashboard's) with a session cookie.
 *
 * Text files are sent as the build's brotli or gzip copy (tools/precompress.ts) when the browser accepts
 * it. Source maps stay on disk and are not served.
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
    // A build before the per-screen pages has only index.html.
    const hasFirstScreenPages = Object.values(FIRST_SCREEN_PAGES).every((page) =>
      existsSync(path.join(root, page)),
    );
    if (hasClient) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // A route per built file, except the maps and the compressed copies (sent in their file's stead).
        globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
        setHeaders: (reply, filePath) => {
          const file = filePath.slice(root.length).split(path.sep).join('/');
          if (file.startsWith(HASHED_ASSETS)) {
            reply.header('vary', 'accept-encoding').header('cache-control', IMMUTABLE);
          } else if (/\.html(\.br|\.gz)?$/.test(file)) {
            // Which page a path gets depends on the session cookie.
            reply.header('vary', 'accept-encoding, cookie').header('cache-control', REVALIDATE);
          } else {
            reply.header('vary', 'accept-encoding');
          }
        },
      });
    } else {
      app.log.warn({ root }, 'no built client found; run `npm run build` to serve the web app');
    }

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
      async (request, reply) => {
        const { url } = request;
        if (!hasClient || url.startsWith('/api') || url.startsWith(HASHED_ASSETS) || request.method !== 'GET')
          throw notFound();
        const page = hasFirstScreenPages
          ? FIRST_SCREEN_PAGES[
              firstScreenOf(url.split('?')[0] ?? url, Boolean(request.cookies[SESSION_COOKIE]))
            ]
          : 'index.html';
        return reply.header('x-robots-tag', 'noindex, nofollow').sendFile(page);
      },
    );
  },
  { name: 'client-app', dependencies: ['@fastify/rate-limit'] },
);
