/**
 * Import rules over the whole graph: no file takes part in an import cycle, server modules depend one way,
 * and every import resolves. `npm run lint` runs it; `npm run graph` draws the module graph of
 * docs/ARCHITECTURE.md from the same analysis.
 */
export default {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        'Server modules depend one way. A cycle means code sits in the wrong module: move it to the one ' +
        'whose tables or rules it is about (docs/ARCHITECTURE.md, "Where things go").',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/modules/[^/]+$' },
      to: { path: '^server/modules/[^/]+$', circular: true },
    },
    {
      name: 'no-file-cycle',
      comment:
        'No file imports itself through others at run time: a cycle leaves one side half-initialised at ' +
        'load. Type-only imports vanish at run time and may loop. Checked here rather than by ESLint ' +
        '(import-x/no-cycle), which took a fifth of the lint run.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve escapes every other rule (and fails at run time).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Packages that publish ESM only (vite, react-router/dom) resolve through their exports map.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    // Tests may use any module's front door; they are not part of the module graph.
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
