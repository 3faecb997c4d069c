import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A build npm start may skip: what it is made of, a file it always writes, and where its stamp goes. */
export interface BuildTarget {
  /** Files and folders (relative to the project root) whose content the build depends on. */
  sources: readonly string[];
  /** A file every successful build writes: when it is gone, the build runs again. */
  output: string;
  /** Holds the hash of the sources the last successful build came from. */
  stamp: string;
}

/** The built client (vite.config.ts's outDir). */
export const CLIENT_DIST = path.join('dist', 'client');
/** The web client: its sources, the contract, the build's configuration and versions. */
export const CLIENT_BUILD: BuildTarget = {
  sources: [
    'client',
    'shared',
    'vite.config.ts',
    'client-budget.ts',
    // The build's own plugins: how it splits, renders ahead and compresses the client.
    'tools/client-chunks.ts',
    'tools/client-source-config.ts',
    'tools/prerender.ts',
    'tools/precompress.ts',
    'server/plugins/first-screen-pages.ts',
    'tsconfig.json',
    'package-lock.json',
  ],
  output: path.join(CLIENT_DIST, 'index.html'),
  stamp: path.join('dist', 'client-sources.sha256'),
};

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  const found = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => null);
  if (found === null) return [entry];
  return found
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)));
}

/** SHA-256 over the path and content of every source file, in a fixed order. */
export async function hashSources(root: string, sources: readonly string[]): Promise<string> {
  const files = (await Promise.all(sources.map((entry) => filesUnder(root, entry)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the target's output was built from exactly these sources (and is still there). */
export async function isBuildCurrent(
  root: string,
  target: BuildTarget,
  sourcesHash: string,
): Promise<boolean> {
  if (!existsSync(path.join(root, target.output))) return false;
  const stamp = await readFile(path.join(root, target.stamp), 'utf8').catch(() => '');
  return stamp.trim() === sourcesHash;
}

/**
 * Builds the target unless its last build came from the same sources; answers whether it built. The
 * stamp is written only after a build that succeeded.
 */
export async function buildIfChanged(
  root: string,
  target: BuildTarget,
  build: () => Promise<void>,
): Promise<boolean> {
  const sourcesHash = await hashSources(root, target.sources);
  if (await isBuildCurrent(root, target, sourcesHash)) return false;
  await build();
  await writeFile(path.join(root, target.stamp), `${sourcesHash}\n`);
  return true;
}
