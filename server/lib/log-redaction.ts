/**
 * URLs that carry a secret: the calendar feed's token and the password-reset token sit in the path, the
 * video provider's authorisation code and state in the query. Request logs keep the route, not the secret.
 */
const SECRET_PATHS = [/^(\/api\/v1\/calendar\/feed\/)[^/?]+/i, /^(\/forgotPassword\/)[^/?]+/i];
const SECRET_QUERY_PARAMS = ['code', 'state', 'token'];
const REDACTED = '[redacted]';

const ABSOLUTE_URL_ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i;

/** The path as the router reads it: escapes decoded (a malformed one stays as sent), no scheme and host. */
function routedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router refuses it, and it is logged as sent.
  }
  return decoded.replace(ABSOLUTE_URL_ORIGIN, '');
}

/** The URL as it may be written to a log: secret path segments and query values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  // The router decodes escapes and accepts absolute URLs, so /api/v1/calendar/%66eed/… and
  // http://host/api/v1/calendar/feed/… reach the feed too: match what it reads.
  const decoded = routedPath(path);
  if (SECRET_PATHS.some((pattern) => pattern.test(decoded))) {
    path = SECRET_PATHS.reduce((redacted, pattern) => redacted.replace(pattern, `$1${REDACTED}`), decoded);
  }
  if (queryStart === -1) return path;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...query.keys()]) {
    if (SECRET_QUERY_PARAMS.includes(name.toLowerCase())) query.set(name, REDACTED);
  }
  return `${path}?${query.toString()}`;
}
