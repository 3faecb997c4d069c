import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_PAGES, type FirstScreen } from '../server/plugins/first-screen-pages';

/** The screens that decide how the client is split, by absolute path. */
export interface ChunkPlan {
  /** The signed-in frame (header and navigation) every signed-in screen renders inside. */
  shell: string;
  /** The screen a signed-in user lands on. */
  landing: string;
  /** The sign-in screen, which every signed-out visitor of a signed-in screen sees. */
  signIn: string;
  /** The other screens shown signed out: like the sign-in screen, they never load the shell. */
  signedOut: string[];
}

/** The named chunks, in the order they are loaded. */
const CHUNKS = ['index', 'frame', 'app-shell', 'screens'] as const;

type ModuleGraph = Map<string, { imports: string[]; dynamicImports: string[] }>;

/** Every module `roots` import statically, the roots included. */
function staticClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.get(id)?.imports ?? []));
  }
  return seen;
}

const minus = (set: Set<string>, ...others: Set<string>[]) =>
  new Set([...set].filter((id) => others.every((other) => !other.has(id))));

/** Which named chunk each module of the first screens goes to; the rest is split by the bundler. */
export function planChunks(graph: ModuleGraph, entries: string[], plan: ChunkPlan): Map<string, string> {
  const initial = staticClosure(graph, entries);
  const screens = new Set([...graph.values()].flatMap((module) => module.dynamicImports));
  const needs = (screen: string) => minus(staticClosure(graph, [screen]), initial);
  const publicScreens = [plan.signIn, ...plan.signedOut];
  const signedOut = new Set(publicScreens.flatMap((screen) => [...needs(screen)]));
  const shell = needs(plan.shell);
  const landing = needs(plan.landing);
  const elsewhere = new Set(
    [...screens]
      .filter(
        (screen) => screen !== plan.landing && screen !== plan.shell && !plan.signedOut.includes(screen),
      )
      .flatMap((screen) => [...needs(screen)]),
  );
  const chunkOf = new Map<string, string>();
  const assign = (ids: Set<string>, chunk: string) => ids.forEach((id) => chunkOf.set(id, chunk));
  assign(initial, 'index');
  // What the sign-in page and the signed-in frame both need, in one file rather than one per component.
  assign(new Set([...shell, ...landing].filter((id) => signedOut.has(id))), 'frame');
  // The rest of the frame: every signed-in screen loads it, so nothing here is loaded in vain.
  assign(minus(shell, signedOut), 'app-shell');
  // What the landing screen shares with other screens (lists, tables, page headers) in one file.
  assign(new Set([...minus(landing, shell, signedOut)].filter((id) => elsewhere.has(id))), 'screens');
  return chunkOf;
}

/**
 * Splits the client so the first screens load in a handful of files instead of dozens: the bundler's own
 * split makes one chunk per set of screens sharing a module, and over HTTP/1.1 with six connections and a
 * phone's round trips, seventy small files cost more time than their bytes.
 */
export function screenChunks(plan: ChunkPlan): Plugin {
  let chunkOf = new Map<string, string>();
  return {
    name: 'plc-hub:screen-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Earlier groups first: a group also takes the modules its own modules import, unless an
              // earlier group has them.
              groups: CHUNKS.map((name, index) => ({
                name,
                priority: CHUNKS.length - index,
                test: (id: string) => chunkOf.get(id) === name,
              })),
            },
          },
        },
      },
    }),
    buildEnd() {
      const graph: ModuleGraph = new Map();
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) entries.push(id);
        graph.set(id, { imports: [...info.importedIds], dynamicImports: [...info.dynamicallyImportedIds] });
      }
      chunkOf = planChunks(graph, entries, plan);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = String(page.source);
        const preloads = firstScreenPreloads(bundle, plan);
        for (const [screen, fileName] of Object.entries(FIRST_SCREEN_PAGES)) {
          const links = preloads[screen as FirstScreen]
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            .join('');
          this.emitFile({ type: 'asset', fileName, source: html.replace('</head>', `${links}</head>`) });
        }
      },
    },
  };
}

/**
 * The chunks each first screen needs beyond the entry's own, for the page that starts them beside the
 * entry: a phone on a slow network then spends no round trip and no run of the entry before asking.
 */
function firstScreenPreloads(bundle: OutputBundle, plan: ChunkPlan): Record<FirstScreen, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const closure = (roots: OutputChunk[]) => {
    const seen = new Set<string>();
    const pending = roots.map((chunk) => chunk.fileName);
    // First in, first out: the page lists the chunks in the order the screen asks for them.
    for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') pending.push(...chunk.imports);
    }
    return seen;
  };
  const chunkWith = (moduleId: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
    if (!chunk) throw new Error(`no chunk holds ${moduleId}`);
    return chunk;
  };
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
  const needs = (...moduleIds: string[]) =>
    [...closure(moduleIds.map(chunkWith))].filter((file) => !loaded.has(file));
  const signIn = needs(plan.signIn);
  return {
    signedOut: signIn,
    signIn,
    signedIn: needs(plan.shell),
    landing: needs(plan.shell, plan.landing),
  };
}
