/** What a request answers (503) while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';

/**
 * Socket errors of a database that is down or unreachable, and PostgreSQL's connection-exception class
 * (08…) and operator-intervention codes (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect
 * now: starting up, shutting down, in recovery).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);

/** node-postgres and pg-pool report a lost or never-made connection with these messages and no code. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/** Fastify and Node mark errors of the request itself (a body cut off, too large, malformed) with 4xx. */
const isClientError = (error: Error): boolean => {
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
};

/**
 * Whether an error, or one it wraps (Drizzle wraps the driver's error as `cause`), says the database
 * could not be reached: the request should answer 503, not 500, and never 401. An error that carries a
 * 4xx status is the request's own fault, even with a socket code: a client that aborts while sending its
 * body gives ECONNRESET with statusCode 400.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (isClientError(current)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
