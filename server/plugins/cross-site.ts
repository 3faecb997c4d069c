import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/** Methods that never change state; every other API request is checked for where it comes from. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused';

/**
 * Browsers say where a request comes from. 'same-site' is refused too: a sibling subdomain is another
 * application. Clients that send no Sec-Fetch-Site are not browsers (or are older ones, checked by Origin).
 */
export const isCrossSiteRequest = (fetchSite: string | string[] | undefined): boolean =>
  fetchSite === 'cross-site' || fetchSite === 'same-site';

/** The Origin header, when a browser sent one, names this app: its public address or the host it asked. */
function isForeignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const ownOrigins = [new URL(request.server.env.APP_URL).origin, `${request.protocol}://${request.host}`];
  return !ownOrigins.includes(origin);
}

/**
 * Cross-site request forgery: the spec's client sends no CSRF token, so state-changing requests are
 * refused when the browser says they come from another site (Sec-Fetch-Site), or, from browsers that do
 * not send that header, when their Origin is not this app's. A request with neither header is not from a
 * browser, so it carries no ambient cookie of a victim. SameSite=Lax cookies are the second line.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const fetchSite = request.headers['sec-fetch-site'];
      const refused = fetchSite === undefined ? isForeignOrigin(request) : isCrossSiteRequest(fetchSite);
      if (refused) throw forbidden(CROSS_SITE_REFUSED);
    });
  },
  { name: 'cross-site' },
);
