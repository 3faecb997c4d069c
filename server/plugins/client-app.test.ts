import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../tools/precompress';
import { createTestApp, type TestApp } from '../test/test-app';
import { FIRST_SCREEN_PAGES, type FirstScreen } from './first-screen-pages';

/** A built client's page and one hashed script, long enough to be worth compressing. */
const INDEX_HTML = `<!doctype html><title>PLC Hub</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(20)}`;
const ASSET = 'assets/index-B2x9Qk1d.js';
const ASSET_CODE = `export const rows = [${'{ id: 1, name: "a row of the list" },'.repeat(200)}];`;
/** The build's copies of the page, one per first screen, told apart by their title. */
const FIRST_SCREEN_HTML = {
  signedOut: INDEX_HTML.replace('PLC Hub', 'PLC Hub: signed out'),
  signIn: INDEX_HTML.replace('PLC Hub', 'PLC Hub: sign in'),
  signedIn: INDEX_HTML.replace('PLC Hub', 'PLC Hub: the shell'),
  landing: INDEX_HTML.replace('PLC Hub', 'PLC Hub: the dashboard'),
};

let clientDir: string;
let withClient: TestApp;
let withoutClient: TestApp;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'plchub-client-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  for (const [screen, page] of Object.entries(FIRST_SCREEN_PAGES)) {
    await writeFile(path.join(clientDir, page), FIRST_SCREEN_HTML[screen as FirstScreen]);
  }
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, ASSET), ASSET_CODE);
  await writeFile(path.join(clientDir, `${ASSET}.map`), '{"version":3,"sources":["main.tsx"]}');
  // As `npm run build` leaves the client: every text file beside its brotli and gzip copies.
  await precompressDir(clientDir);
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
    expect(response.body).toContain('<title>PLC Hub: signed out</title>');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});

describe('static delivery of the built client', () => {
  const get = (url: string, acceptEncoding?: string) =>
    withClient.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers a hashed asset with its brotli copy when the browser accepts br, cached for a year as immutable', async () => {
    const response = await get(`/${ASSET}`, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(ASSET_CODE.length / 5);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_CODE);
  });

  it('answers gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get(`/${ASSET}`, 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ASSET_CODE);

    const plain = await get(`/${ASSET}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_CODE);
  });

  it('answers the page, for the root and for client routes, compressed and to be revalidated (no-cache)', async () => {
    for (const [url, page] of [
      ['/', FIRST_SCREEN_HTML.signIn],
      ['/meetings', FIRST_SCREEN_HTML.signedOut],
      ['/index.html', INDEX_HTML],
    ] as const) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toBe('accept-encoding, cookie');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });

  it('answers a page load with the copy that preloads its first screen: sign-in, shell, or shell and dashboard', async () => {
    const load = (url: string, cookie?: string) =>
      withClient.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const session = 'plchub_session=any-token';
    // Signed out, only the paths that show the sign-in screen get the page that already shows it.
    expect((await load('/')).body).toBe(FIRST_SCREEN_HTML.signIn);
    expect((await load('/login?redirectTo=%2Fmeetings')).body).toBe(FIRST_SCREEN_HTML.signIn);
    expect((await load('/LOGIN')).body).toBe(FIRST_SCREEN_HTML.signIn);
    expect((await load('/forgotPassword/any-token')).body).toBe(FIRST_SCREEN_HTML.signedOut);
    expect((await load('/no-such-screen')).body).toBe(FIRST_SCREEN_HTML.signedOut);
    expect((await load('/meetings?tab=past')).body).toBe(FIRST_SCREEN_HTML.signedOut);
    expect((await load('/', session)).body).toBe(FIRST_SCREEN_HTML.landing);
    expect((await load('/?from=login', session)).body).toBe(FIRST_SCREEN_HTML.landing);
    expect((await load('/meetings', session)).body).toBe(FIRST_SCREEN_HTML.signedIn);
    expect((await load('/meetings', 'other=1')).body).toBe(FIRST_SCREEN_HTML.signedOut);
  });

  it('serves no source map, and answers 404 for an asset that is not there instead of the page', async () => {
    for (const url of [`/${ASSET}.map`, '/assets/index-OldBuild1.js', `/${ASSET}.br`, `/${ASSET}.gz`]) {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
