import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/** The file whose module map this draws, and the markers around the generated part. */
export const ARCHITECTURE_DOC = 'docs/ARCHITECTURE.md';
const BEGIN = '<!-- module-graph:begin (npm run graph writes this part) -->';
const END = '<!-- module-graph:end -->';

const MODULES = /^server\/modules\/([^/]+)/;

interface CruisedModule {
  source: string;
  dependencies: { resolved: string }[];
}

/**
 * Which server module imports which, from dependency-cruiser's analysis of server/modules with the
 * project's rules (.dependency-cruiser.js, the one `npm run lint` checks for cycles): module → the
 * modules it uses, both sorted. Tests are not part of the graph.
 */
export async function moduleDependencies(): Promise<Map<string, string[]>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
      'server/modules',
      '--config',
      '.dependency-cruiser.js',
      '--output-type',
      'json',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { modules } = JSON.parse(stdout) as { modules: CruisedModule[] };
  const graph = new Map<string, Set<string>>();
  for (const module of modules) {
    const from = MODULES.exec(module.source)?.[1];
    if (!from) continue;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const dependency of module.dependencies) {
      const to = MODULES.exec(dependency.resolved)?.[1];
      if (to && to !== from) uses.add(to);
    }
  }
  return new Map([...graph.keys()].sort().map((name) => [name, [...graph.get(name)!].sort()] as const));
}

/** The generated part of the doc: a Mermaid chart (GitHub draws it) and the same edges as text. */
export function renderModuleGraph(graph: Map<string, string[]>): string {
  const id = (name: string) => name.replaceAll('-', '_');
  const chart = [...graph].flatMap(([from, uses]) =>
    uses.length === 0
      ? [`  ${id(from)}[${from}]`]
      : uses.map((to) => `  ${id(from)}[${from}] --> ${id(to)}[${to}]`),
  );
  const width = Math.max(...[...graph.keys()].map((name) => name.length));
  const table = [...graph].map(
    ([from, uses]) => `${from.padEnd(width)}  → ${uses.length > 0 ? uses.join(', ') : '(none)'}`,
  );
  // Blank lines around the fences, as Prettier writes Markdown.
  const lines = [
    BEGIN,
    '',
    '```mermaid',
    'flowchart LR',
    ...chart,
    '```',
    '',
    '```',
    ...table,
    '```',
    '',
    END,
  ];
  return lines.join('\n');
}

/** The doc with its generated part replaced by `graph`; throws when the markers are missing. */
export function withModuleGraph(doc: string, graph: string): string {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${ARCHITECTURE_DOC} lacks the module graph markers`);
  return doc.slice(0, begin) + graph + doc.slice(end + END.length);
}

export async function currentDocWithGraph(): Promise<{ doc: string; expected: string }> {
  const doc = await readFile(ARCHITECTURE_DOC, 'utf8');
  return { doc, expected: withModuleGraph(doc, renderModuleGraph(await moduleDependencies())) };
}
