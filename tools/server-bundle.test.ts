import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledEntryArgs, SERVER_DIST, SERVER_ENTRIES, SERVER_HEAP_LIMIT_MB } from './server-bundle';

// The server suite's global setup (server/test/compiled-server.ts) has built dist/server.
describe('the compiled server (dist/server)', () => {
  const names = Object.keys(SERVER_ENTRIES) as (keyof typeof SERVER_ENTRIES)[];

  it('holds one JavaScript bundle per entry, importing packages and Node only, never TypeScript or tsx', () => {
    for (const name of names) {
      const file = compiledEntryArgs(name).at(-1)!;
      const code = readFileSync(file, 'utf8');
      const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]!);
      expect(imports.length, file).toBeGreaterThan(0);
      for (const specifier of imports) {
        expect(specifier, file).not.toMatch(/^\.|\.tsx?$|^tsx(\/|$)|^@shared\//);
      }
    }
  });

  it('has source maps that lead stack traces back to the TypeScript sources', () => {
    for (const [name, source] of Object.entries(SERVER_ENTRIES)) {
      const map = JSON.parse(readFileSync(path.join(SERVER_DIST, `${name}.js.map`), 'utf8')) as {
        sources: string[];
      };
      const sources = map.sources.map((file) => path.relative('.', path.resolve(SERVER_DIST, file)));
      expect(sources).toContain(source);
    }
    expect(compiledEntryArgs('main')[0]).toBe('--enable-source-maps');
  });

  it('is started by npm start with the same arguments as the tests and the benchmark start it', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.serve).toBe(`node ${compiledEntryArgs('main').join(' ')}`);
    expect(compiledEntryArgs('main')).toContain(`--max-old-space-size=${SERVER_HEAP_LIMIT_MB}`);
  });

  it('carries the migrations beside the bundles, where the database module looks for them', () => {
    const sql = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.sql'));
    expect(sql(path.join(SERVER_DIST, 'migrations'))).toEqual(sql('server/db/migrations'));
    expect(existsSync(path.join(SERVER_DIST, 'migrations/meta/_journal.json'))).toBe(true);
  });
});
