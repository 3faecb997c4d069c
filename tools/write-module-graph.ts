import { writeFile } from 'node:fs/promises';
import { ARCHITECTURE_DOC, currentDocWithGraph } from './module-graph';

/** npm run graph: redraws the server's module graph in docs/ARCHITECTURE.md (a test fails when it is stale). */
const { doc, expected } = await currentDocWithGraph();
if (doc === expected) console.log(`${ARCHITECTURE_DOC}: the module graph is current.`);
else {
  await writeFile(ARCHITECTURE_DOC, expected);
  console.log(`${ARCHITECTURE_DOC}: the module graph is redrawn.`);
}
