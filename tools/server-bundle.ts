import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BuildTarget } from './build-stamp';

/** The compiled server: one ESM file per entry, side by side, each with its source map. */
export const SERVER_DIST = path.join('dist', 'server');

/**
 * The programs the compiled server is made of, by output name: the server (its cluster workers run the
 * same file, as node:cluster forks process.argv[1]) and the command-line tools of package.json.
 */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  migrate: 'server/db/cli/migrate.ts',
  seed: 'server/db/cli/seed.ts',
  backup: 'server/db/cli/backup.ts',
  restore: 'server/db/cli/restore.ts',
  outbox: 'server/db/cli/outbox.ts',
  'create-super-admin': 'server/db/cli/create-super-admin.ts',
  'bench-data': 'bench/dataset/cli.ts',
} as const;

export const SERVER_BUILD: BuildTarget = {
  sources: [
    'server',
    'shared',
    'bench/dataset',
    'tools/server-bundle.ts',
    'tsconfig.json',
    'package-lock.json',
  ],
  output: path.join(SERVER_DIST, 'main.js'),
  stamp: path.join('dist', 'server-sources.sha256'),
};

/**
 * Node's arguments to run a compiled entry from the project root, as package.json's scripts do: stack
 * traces point into the TypeScript sources through the source maps.
 */
export function compiledEntryArgs(name: keyof typeof SERVER_ENTRIES): string[] {
  return ['--enable-source-maps', path.join(SERVER_DIST, `${name}.js`)];
}

/**
 * Bundles every entry with esbuild into dist/server. Packages stay imports of node_modules (native
 * argon2, PGlite's WebAssembly and the like load from there as they do in development); only the
 * project's own TypeScript is compiled. No code splitting, so every file sits directly in dist/server and
 * the migrations folder, which server/db/database.ts finds beside its own module, is copied there.
 */
export async function buildServer(root: string): Promise<void> {
  // Loaded only to build: the compiled server never needs the bundler.
  const { build } = await import('esbuild');
  const outdir = path.join(root, SERVER_DIST);
  await rm(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
}
