import { buildIfChanged } from '../../tools/build-stamp';
import { buildServer, SERVER_BUILD } from '../../tools/server-bundle';

/**
 * Vitest's global setup for the server suite: tests that start server processes or run the command-line
 * tools run the compiled output, as production does, so it is built first (skipped when unchanged).
 */
export default async function setup() {
  const root = process.cwd();
  await buildIfChanged(root, SERVER_BUILD, () => buildServer(root));
}
