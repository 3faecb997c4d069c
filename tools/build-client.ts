import { buildIfChanged, CLIENT_BUILD } from './build-stamp';

/**
 * npm start's first step: builds the web client (vite build) unless its sources are unchanged since the
 * last build that this step made. `npm run build` always builds.
 */
const built = await buildIfChanged(process.cwd(), CLIENT_BUILD, async () => {
  // Loaded only to build: starting the server need not wait for the bundler.
  const { build } = await import('vite');
  await build();
});
if (!built)
  console.log('The web client is unchanged since its last build; `npm run build` rebuilds it anyway.');
