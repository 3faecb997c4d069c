import { buildIfChanged } from './build-stamp';
import { buildServer, SERVER_BUILD, SERVER_DIST } from './server-bundle';

/**
 * Compiles the server and its command-line tools into dist/server (`npm run build`, and npm start's
 * second step) unless their sources are unchanged since the last build; `--force` builds anyway.
 */
const root = process.cwd();
const force = process.argv.includes('--force');
const built = force
  ? (await buildServer(root), true)
  : await buildIfChanged(root, SERVER_BUILD, () => buildServer(root));
console.log(
  built ? `The server is compiled into ${SERVER_DIST}.` : 'The server is unchanged since its last build.',
);
