import { describe, expect, it } from 'vitest';
import { planChunks } from './client-chunks';

/** A module graph from `module: [static imports]` and the dynamic imports (screens) the router makes. */
function graphOf(imports: Record<string, string[]>, screens: string[]) {
  return new Map(
    Object.entries(imports).map(([id, statics]) => [
      id,
      { imports: statics, dynamicImports: id === 'router' ? screens : [] },
    ]),
  );
}

const plan = { shell: 'shell', landing: 'dashboard', signIn: 'login', signedOut: ['reset'] };

describe('planChunks', () => {
  const graph = graphOf(
    {
      main: ['router', 'react'],
      router: ['react'],
      react: [],
      shell: ['button', 'menu', 'alert'],
      login: ['button', 'text-field', 'alert'],
      reset: ['text-field'],
      dashboard: ['table', 'page-header', 'dashboard-only', 'alert'],
      meetings: ['table', 'page-header', 'tabs'],
      button: ['react'],
      menu: [],
      alert: [],
      'text-field': [],
      table: [],
      'page-header': ['button'],
      'dashboard-only': [],
      tabs: [],
    },
    ['shell', 'login', 'reset', 'dashboard', 'meetings'],
  );
  const chunkOf = planChunks(graph, ['main'], plan);

  it('keeps what the entry imports in the entry', () => {
    for (const id of ['main', 'router', 'react']) expect(chunkOf.get(id), id).toBe('index');
  });

  it('puts what a signed-out screen shares with the shell or the dashboard in one chunk', () => {
    expect(chunkOf.get('button')).toBe('frame');
    expect(chunkOf.get('alert')).toBe('frame');
  });

  it('puts the rest of the shell in its chunk, never what only signed-out screens need', () => {
    expect(chunkOf.get('shell')).toBe('app-shell');
    expect(chunkOf.get('menu')).toBe('app-shell');
    expect(chunkOf.get('text-field')).toBeUndefined();
  });

  it('puts what the dashboard shares with other screens in one chunk, and leaves its own and theirs to the bundler', () => {
    expect(chunkOf.get('table')).toBe('screens');
    expect(chunkOf.get('page-header')).toBe('screens');
    expect(chunkOf.get('dashboard-only')).toBeUndefined();
    expect(chunkOf.get('tabs')).toBeUndefined();
  });
});
