import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../db/seed/demo';
import { createTestApp, type TestApp } from '../test/test-app';
import { signIn } from '../test/sign-in';
import { findNulCharacter, UNSTORABLE_TEXT_MESSAGE } from './unstorable-text';

/** `[[[…value…]]]`, `depth` arrays deep. */
const nestedArrays = (depth: number, value: unknown): unknown => {
  let nested = value;
  for (let level = 0; level < depth; level += 1) nested = [nested];
  return nested;
};

describe('findNulCharacter', () => {
  it('names the first field holding a NUL, in key order, and keys count as text', () => {
    expect(findNulCharacter({ Title: 'ok', Items: [{ Name: 'a' }, { Name: 'b\u0000' }] })).toBe(
      'Items.1.Name',
    );
    expect(findNulCharacter({ A: { 'k\u0000': 1 }, B: 'x\u0000' })).toBe('A.k\u0000');
    expect(findNulCharacter({ Title: 'no NUL here', Count: 3, Flag: null })).toBeUndefined();
    expect(findNulCharacter('\u0000')).toBe('');
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    const depth = 200_000;
    expect(findNulCharacter({ Title: nestedArrays(depth, 'fine') })).toBeUndefined();
    const path = findNulCharacter({ Title: nestedArrays(depth, 'x\u0000') });
    expect(path).toBe(['Title', ...Array<string>(depth).fill('0')].join('.'));
  });
});

describe('a deeply nested body', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, DemoAccounts.teacher);
  });
  afterAll(async () => t.close());

  it('is refused with 400 by the schema, not 500, with and without a NUL at the bottom', async () => {
    for (const bottom of ['fine', 'x\u0000']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/task/save',
        headers: { cookie, 'content-type': 'application/json' },
        // Written out by hand: JSON.stringify itself recurses.
        payload: `{"Title":${'['.repeat(100_000)}${JSON.stringify(bottom)}${']'.repeat(100_000)}}`,
      });
      expect(response.statusCode).toBe(400);
      const { message } = response.json<{ message: string }>();
      if (bottom === 'fine') expect(message).toMatch(/^Id: /);
      else expect(message).toBe(`Title${'.0'.repeat(100_000)}: ${UNSTORABLE_TEXT_MESSAGE}`);
    }
  });
});
