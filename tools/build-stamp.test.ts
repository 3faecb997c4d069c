import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, CLIENT_BUILD, CLIENT_DIST, hashSources } from './build-stamp';

let root: string;
let builds: number;

/** A stand-in for vite build: writes dist/client/index.html as the real build does. */
const fakeBuild = async () => {
  builds += 1;
  await mkdir(path.join(root, CLIENT_DIST), { recursive: true });
  await writeFile(path.join(root, CLIENT_DIST, 'index.html'), `<!doctype html><!-- build ${builds} -->`);
};
const write = async (file: string, content: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'plchub-client-stamp-'));
  builds = 0;
  await write('client/index.html', '<div id="root"></div>');
  await write('client/app/router.tsx', 'export const routes = [];');
  await write('shared/constants.ts', 'export const A = 1;');
  await write('vite.config.ts', 'export default {};');
  await write('tools/prerender.ts', 'export {};');
  await write('package-lock.json', '{}');
  await write('server/main.ts', 'console.log("server");');
});
afterEach(async () => rm(root, { recursive: true, force: true }));

describe("npm start's client build", () => {
  it('builds on a fresh clone, then skips while the sources are unchanged', async () => {
    expect(await buildIfChanged(root, CLIENT_BUILD, fakeBuild)).toBe(true);
    expect(await buildIfChanged(root, CLIENT_BUILD, fakeBuild)).toBe(false);
    expect(builds).toBe(1);
  });

  it('builds again when a client or shared file, the vite config, a build plugin or the lock file changes, or one is added', async () => {
    await buildIfChanged(root, CLIENT_BUILD, fakeBuild);
    const changes: [string, string][] = [
      ['client/app/router.tsx', 'export const routes = [1];'],
      ['shared/constants.ts', 'export const A = 2;'],
      ['vite.config.ts', 'export default { base: "/" };'],
      ['tools/prerender.ts', 'export const renderAhead = true;'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['client/features/new-screen.tsx', 'export {};'],
    ];
    for (const [file, content] of changes) {
      await write(file, content);
      expect(await buildIfChanged(root, CLIENT_BUILD, fakeBuild), file).toBe(true);
    }
    expect(builds).toBe(1 + changes.length);
  });

  it('does not rebuild for a server change, but does when the built client is gone', async () => {
    await buildIfChanged(root, CLIENT_BUILD, fakeBuild);
    await write('server/main.ts', 'console.log("changed");');
    expect(await buildIfChanged(root, CLIENT_BUILD, fakeBuild)).toBe(false);
    await rm(path.join(root, CLIENT_DIST), { recursive: true });
    expect(await buildIfChanged(root, CLIENT_BUILD, fakeBuild)).toBe(true);
  });

  it('leaves no stamp behind a build that failed, so the next start tries again', async () => {
    const failing = async () => {
      await fakeBuild();
      throw new Error('vite build failed');
    };
    await expect(buildIfChanged(root, CLIENT_BUILD, failing)).rejects.toThrow('vite build failed');
    expect(await buildIfChanged(root, CLIENT_BUILD, fakeBuild)).toBe(true);
  });

  it('hashes the same tree the same way and tells a renamed file apart', async () => {
    const before = await hashSources(root, CLIENT_BUILD.sources);
    expect(await hashSources(root, CLIENT_BUILD.sources)).toBe(before);
    await rm(path.join(root, 'client/app/router.tsx'));
    await write('client/app/routes.tsx', 'export const routes = [];');
    expect(await hashSources(root, CLIENT_BUILD.sources)).not.toBe(before);
  });
});

describe('tools/build-client.ts (npm start)', () => {
  const run = (cwd: string) =>
    promisify(execFile)(path.resolve('node_modules/.bin/tsx'), [path.resolve('tools/build-client.ts')], {
      cwd,
      encoding: 'utf8',
    });

  it('runs vite build in a fresh project, and only once while nothing changes', async () => {
    // A project of its own: a one-page client and a vite config without plugins.
    await write('vite.config.ts', "export default { root: 'client', build: { outDir: '../dist/client' } };");
    const first = await run(root);
    expect(first.stdout).toMatch(/built in/);
    const index = path.join(root, CLIENT_DIST, 'index.html');
    const builtAt = (await stat(index)).mtimeMs;
    const second = await run(root);
    expect(second.stdout).toContain('The web client is unchanged since its last build');
    expect((await stat(index)).mtimeMs).toBe(builtAt);
  }, 60_000);
});
