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
 * import across modules (eslint.config.js), dependency-cruiser a cycle between them (.dependency-cruiser.js).
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
    const dir = await mkdtemp(path.join(tmpdir(), 'plchub-cycle-'));
    try {
      const modules = path.join(dir, 'server', 'modules');
      await mkdir(path.join(modules, 'alpha'), { recursive: true });
      await mkdir(path.join(modules, 'beta'), { recursive: true });
      await writeFile(
        path.join(modules, 'alpha', 'index.ts'),
        "import { b } from '../beta';\nexport const a = () => b;\n",
      );
      await writeFile(
        path.join(modules, 'beta', 'index.ts'),
        "import { a } from '../alpha';\nexport const b = () => a;\n",
      );
      await writeFile(path.join(dir, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }\n');
      const cruise = promisify(execFile)(
        process.execPath,
        [
          path.join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
          'server',
          '--config',
          path.join(REPO, '.dependency-cruiser.js'),
        ],
        { cwd: dir },
      );
      await expect(cruise).rejects.toMatchObject({ stdout: expect.stringContaining('no-module-cycle') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
