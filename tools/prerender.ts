import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { FIRST_SCREEN_PAGES, type FirstScreen } from '../server/plugins/first-screen-pages';
import { clientSourceConfig } from './client-source-config';

/** The client module that renders the first screens, as the client's Vite root names it. */
const FIRST_SCREENS_MODULE = '/app/prerender/first-screens.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/** The first screens the build renders ahead, by their page. */
export type PrerenderedScreens = Record<Extract<FirstScreen, 'signIn' | 'landing'>, string>;

/**
 * Renders the first screens to HTML (with their styles) in Node, through Vite so that the client's own
 * modules, aliases and JSX load as they do in the browser.
 */
export async function renderFirstScreens(): Promise<PrerenderedScreens> {
  const server = await createServer({
    ...clientSourceConfig,
    plugins: [react()],
    configFile: false,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule(FIRST_SCREENS_MODULE)) as {
      renderFirstScreens: () => PrerenderedScreens;
    };
    return module.renderFirstScreens();
  } finally {
    await server.close();
  }
}

/** Puts each rendered screen into its copy of the page; answers the pages' sizes. */
export async function writePrerenderedPages(outDir: string, screens: PrerenderedScreens): Promise<number[]> {
  return Promise.all(
    Object.entries(screens).map(async ([screen, markup]) => {
      const file = path.join(outDir, FIRST_SCREEN_PAGES[screen as keyof PrerenderedScreens]);
      const page = await readFile(file, 'utf8');
      if (!page.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty ${EMPTY_ROOT} to render into`);
      // A function, so that no `$` in the styles reads as a replacement pattern.
      const filled = page.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
      await writeFile(file, filled);
      return Buffer.byteLength(filled);
    }),
  );
}
