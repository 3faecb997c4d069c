import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/**
 * PostgreSQL's text cannot hold U+0000: a NUL anywhere a query parameter goes (a title, an e-mail address
 * looked up at sign-in, a search) fails the statement, which would answer 500, and a multi-statement
 * change without a transaction would stop half-way. So every request carrying one is refused up front.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain the NUL character (U+0000)';

/** The dotted path of the first string holding a NUL, or undefined; keys count as text too. */
export function findNulCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = findNulCharacter(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

export default fp(
  async (app) => {
    // After the body is parsed and before the schemas run, so the answer reads like a validation error.
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.body, request.query]) {
        const field = findNulCharacter(part);
        if (field !== undefined)
          throw badRequest(field ? `${field}: ${UNSTORABLE_TEXT_MESSAGE}` : UNSTORABLE_TEXT_MESSAGE);
      }
    });
  },
  { name: 'unstorable-text' },
);
