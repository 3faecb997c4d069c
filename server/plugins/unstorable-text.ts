import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/**
 * PostgreSQL's text cannot hold U+0000: a NUL anywhere a query parameter goes (a title, an e-mail address
 * looked up at sign-in, a search) fails the statement, which would answer 500, and a multi-statement
 * change without a transaction would stop half-way. So every request carrying one is refused up front.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain the NUL character (U+0000)';

/** A value met while walking a body, with the key that led to it and the value holding it. */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let step: Visit | null = visit; step?.key != null; step = step.parent) keys.push(step.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path of the first string holding a NUL, or undefined; keys count as text too. The walk keeps
 * its own stack: a 1 MB body can nest hundreds of thousands of levels deep, past the call stack.
 */
export function findNulCharacter(root: unknown): string | undefined {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value, key } = visit;
    if (key?.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000')))
      return pathOf(visit);
    if (value === null || typeof value !== 'object') continue;
    // Pushed last to first, so that fields are looked at in order.
    const entries = Object.entries(value as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [childKey, child] = entries[index]!;
      stack.push({ value: child, key: childKey, parent: visit });
    }
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
