/**
 * URLs that carry a secret: the calendar feed's token and the password-reset token sit in the path, the
 * video provider's authorisation code and state in the query. Request logs keep the route, not the secret.
 */
const SECRET_PATHS = [/^(\/api\/v1\/calendar\/feed\/)[^/?]+/i, /^(\/forgotPassword\/)[^/?]+/i];
const SECRET_QUERY_PARAMS = ['code', 'state', 'token'];
const REDACTED = '[redacted]';

/** The URL as it may be written to a log: secret path segments and query values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...query.keys()]) {
    if (SECRET_QUERY_PARAMS.includes(name.toLowerCase())) query.set(name, REDACTED);
  }
  return `${path}?${query.toString()}`;
}
