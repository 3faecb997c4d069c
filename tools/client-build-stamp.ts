import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the built client is made of: its sources, the contract, the build's configuration and versions. */
export const CLIENT_SOURCES = [
  'client',
  'shared',
  'vite.config.ts',
  'client-budget.ts',
  'tsconfig.json',
  'package-lock.json',
];
/** The built client (vite.config.ts's outDir) and, beside it, the hash of the sources it was built from. */
export const CLIENT_DIST = path.join('dist', 'client');
export const STAMP_FILE = path.join('dist', 'client-sources.sha256');

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
export async function hashClientSources(root: string): Promise<string> {
  const files = (await Promise.all(CLIENT_SOURCES.map((entry) => filesUnder(root, entry)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/client was built from exactly these sources (and is still there). */
export async function isClientBuildCurrent(root: string, sourcesHash: string): Promise<boolean> {
  if (!existsSync(path.join(root, CLIENT_DIST, 'index.html'))) return false;
  const stamp = await readFile(path.join(root, STAMP_FILE), 'utf8').catch(() => '');
  return stamp.trim() === sourcesHash;
}

/**
 * Builds the client unless the last build came from the same sources; answers whether it built. The stamp
 * is written only after a build that succeeded.
 */
export async function buildClientIfChanged(root: string, build: () => Promise<void>): Promise<boolean> {
  const sourcesHash = await hashClientSources(root);
  if (await isClientBuildCurrent(root, sourcesHash)) return false;
  await build();
  await writeFile(path.join(root, STAMP_FILE), `${sourcesHash}\n`);
  return true;
}
