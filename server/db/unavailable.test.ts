import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, fields: object) => Object.assign(new Error(message), fields);

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, also when Drizzle wraps the driver error', () => {
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })),
    ).toBe(true);
    const terminated = withCode('terminating connection due to administrator command', { code: '57P01' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: terminated }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves a client that aborts while sending its body (ECONNRESET with statusCode 400) to the request', () => {
    const aborted = withCode('aborted', { code: 'ECONNRESET', statusCode: 400 });
    expect(isDatabaseUnavailable(aborted)).toBe(false);
    // The same socket code without a status still comes from the database connection.
    expect(isDatabaseUnavailable(withCode('read ECONNRESET', { code: 'ECONNRESET' }))).toBe(true);
  });
});
