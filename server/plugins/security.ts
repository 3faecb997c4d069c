import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer. MUI injects its styles at run time, hence style-src 'unsafe-inline';
 * scripts never. Helmet's middleware is built once here: @fastify/helmet built it again on every request.
 */
export default fp(
  async (app) => {
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      hsts: app.env.APP_URL.startsWith('https:'),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // Helmet 8 throws its errors rather than passing them on; it calls back with none.
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security' },
);
