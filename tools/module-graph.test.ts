import { describe, expect, it } from 'vitest';
import { currentDocWithGraph, moduleDependencies, renderModuleGraph, withModuleGraph } from './module-graph';

describe("docs/ARCHITECTURE.md's module graph", () => {
  it('is the one the code has (npm run graph redraws it)', async () => {
    const { doc, expected } = await currentDocWithGraph();
    expect(doc, 'the module graph in docs/ARCHITECTURE.md is stale: run npm run graph').toBe(expected);
  });

  it('draws every server module with the modules it imports, from the real imports', async () => {
    const graph = await moduleDependencies();
    // Two edges the code has for certain: agendas check access through meetings, tasks read goals.
    expect(graph.get('agendas')).toContain('meetings');
    expect(graph.get('tasks')).toContain('goals');
    expect(graph.get('teams')).toEqual([]);
    const drawn = renderModuleGraph(graph);
    expect(drawn).toContain('agendas[agendas] --> meetings[meetings]');
    expect(drawn).toMatch(/^teams +→ \(none\)$/m);
  });

  it('replaces only the part between its markers', () => {
    const doc = withModuleGraph(
      'before\n<!-- module-graph:begin (npm run graph writes this part) -->\nold\n<!-- module-graph:end -->\nafter',
      'NEW',
    );
    expect(doc).toBe('before\nNEW\nafter');
    expect(() => withModuleGraph('no markers', 'NEW')).toThrow('lacks the module graph markers');
  });
});
