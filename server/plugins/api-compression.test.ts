import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../db/seed/demo';
import { signIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, DemoAccounts.admin);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('compressed API answers', () => {
  const LIST = '/api/v1/user/GetStaffers?Page=0&PageSize=30';

  it('gzips a list answer of 1 KB and more for a browser that accepts gzip, and not for one that does not', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await get(LIST, 'gzip, deflate, br, zstd');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gzipped.headers['cache-control']).toBe('no-store');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an answer under 1 KB as it is, where compressing would save nothing worth the CPU', async () => {
    const small = await get('/api/v1/user/getCurrentlyLoggedInUserFullName', 'gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
