import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '..');

/** ESLint's messages for `code` as if it were the file at `filePath` (the file on disk is not read). */
async function lintAs(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: REPO }).lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/**
 * The server's module boundaries (issue 18), shown on the rules `npm run lint` runs: ESLint refuses a deep
 * import across modules (eslint.config.js), dependency-cruiser a cycle between them or between files
 * (.dependency-cruiser.js).
 */
describe('server module boundaries in lint', () => {
  it("refuses another module's internals and accepts its front door", async () => {
    const deep = await lintAs(
      'server/modules/goals/policy.ts',
      "import { findTeamMembership } from '../teams/membership-repository';\nexport const probe = findTeamMembership;\n",
    );
    expect(deep).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Use the module's index\.ts/),
    ]);
    const frontDoor = await lintAs(
      'server/modules/goals/policy.ts',
      "import { loadTeamAccess } from '../teams';\nexport const probe = loadTeamAccess;\n",
    );
    expect(frontDoor).toEqual([]);
  }, 60_000);

  it('refuses a cycle between two modules, each importing the other through its front door', async () => {
    const cruise = cruiseFiles({
      'server/modules/alpha/index.ts': "import { b } from '../beta';\nexport const a = () => b;\n",
      'server/modules/beta/index.ts': "import { a } from '../alpha';\nexport const b = () => a;\n",
    });
    await expect(cruise).rejects.toMatchObject({ stdout: expect.stringContaining('no-module-cycle') });
  }, 60_000);

  it('refuses a cycle of run-time imports between files, and lets types loop', async () => {
    const values = cruiseFiles({
      'server/lib/first.ts': "import { second } from './second';\nexport const first = () => second;\n",
      'server/lib/second.ts': "import { first } from './first';\nexport const second = () => first;\n",
    });
    await expect(values).rejects.toMatchObject({ stdout: expect.stringContaining('no-file-cycle') });
    const types = cruiseFiles({
      'server/lib/first.ts':
        "import type { Second } from './second';\nexport interface First { s?: Second }\n",
      'server/lib/second.ts':
        "import type { First } from './first';\nexport interface Second { f?: First }\n",
    });
    await expect(types).resolves.toMatchObject({
      stdout: expect.stringContaining('no dependency violations'),
    });
  }, 60_000);
});

/** dependency-cruiser with the project's rules over `files` (path → source) in a throw-away folder. */
async function cruiseFiles(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'plchub-cycle-'));
  try {
    for (const [file, source] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), source);
    }
    await writeFile(path.join(dir, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }\n');
    return await promisify(execFile)(
      process.execPath,
      [
        path.join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        'server',
        '--config',
        path.join(REPO, '.dependency-cruiser.js'),
      ],
      { cwd: dir },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
