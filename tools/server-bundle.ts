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
  migrate: 'server/cli/migrate.ts',
  seed: 'server/cli/seed.ts',
  backup: 'server/cli/backup.ts',
  restore: 'server/cli/restore.ts',
  outbox: 'server/cli/outbox.ts',
  'create-super-admin': 'server/cli/create-super-admin.ts',
  'audit-purge': 'server/cli/audit-purge.ts',
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
 * The server's V8 old-space limit, in MB. The point is less the ceiling (the live heap is about 45 MB under
 * district load) than V8's growth rule: below about 2 GB of limit, it lets the heap grow to 1.3–2 times
 * what survived the last full collection instead of 4 times, so garbage from a burst of requests is
 * collected before it costs 60–70 MB of resident memory (npm run bench's peak: 227 MB without, 167 MB
 * with). Cluster workers inherit it, as node:cluster forks with the primary's arguments.
 */
export const SERVER_HEAP_LIMIT_MB = 512;

/**
 * Node's arguments to run a compiled entry from the project root, as package.json's scripts do: stack
 * traces point into the TypeScript sources through the source maps.
 */
export function compiledEntryArgs(name: keyof typeof SERVER_ENTRIES): string[] {
  const heapLimit = name === 'main' ? [`--max-old-space-size=${SERVER_HEAP_LIMIT_MB}`] : [];
  return ['--enable-source-maps', ...heapLimit, path.join(SERVER_DIST, `${name}.js`)];
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
