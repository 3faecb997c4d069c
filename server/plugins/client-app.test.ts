import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let clientDir: string;
let withClient: TestApp;
let withoutClient: TestApp;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'plchub-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>PLC Hub</title>');
  withClient = await createTestApp({ CLIENT_DIST_DIR: clientDir });
  withoutClient = await createTestApp();
});
afterAll(async () => {
  await withClient.close();
  await withoutClient.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves a robots.txt that keeps every crawler out, built client or not', async () => {
    for (const t of [withClient, withoutClient]) {
      const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('User-agent: *\nDisallow: /\n');
    }
  });

  it('marks its pages noindex, and serves them for client routes', async () => {
    const response = await withClient.app.inject({ method: 'GET', url: '/meetings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>PLC Hub</title>');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
