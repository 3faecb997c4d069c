import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { budgetReport, firstLoadScripts, formatKb } from './client-budget';
import { precompressDir } from './tools/precompress';
import { renderFirstScreens, writePrerenderedPages } from './tools/prerender';
import { screenChunks } from './tools/client-chunks';
import { clientSourceConfig } from './tools/client-source-config';

const fromRoot = (file: string) => path.resolve(import.meta.dirname, file);

/**
 * A plugin that runs once a build has written the app, with its output folder and a logger; runs after
 * Vite's own size table, so what it prints is the build's last word. A failed build wrote no index.html.
 */
function afterBuild(
  name: string,
  run: (outDir: string, log: (message: string) => void) => void | Promise<void>,
): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!existsSync(path.join(outDir, 'index.html'))) return;
      await run(outDir, (message) => this.environment.logger.info(`\n${message}`));
    },
  };
}

/** Prints the JavaScript the first page load fetches and its gzipped total against the budget. */
const firstLoadBudget = () =>
  afterBuild('plc-hub:first-load-budget', (outDir, log) =>
    log(budgetReport(firstLoadScripts(outDir)).join('\n')),
  );

/** Renders the first screens into their copies of the page, so that a phone shows them before the app runs. */
const prerenderFirstScreens = () =>
  afterBuild('plc-hub:prerender', async (outDir, log) => {
    const screens = await renderFirstScreens();
    const sizes = await writePrerenderedPages(outDir, screens);
    log(`prerendered the sign-in page and the dashboard: ${sizes.map(formatKb).join(' and ')}`);
  });

/** Writes the .br and .gz copies of every text file that the server negotiates (client-app.ts). */
const precompress = () =>
  afterBuild('plc-hub:precompress', async (outDir, log) => {
    const report = await precompressDir(outDir);
    log(
      `precompressed ${report.files} text files: ${formatKb(report.bytes)} → ` +
        `${formatKb(report.brotliBytes)} brotli, ${formatKb(report.gzipBytes)} gzip`,
    );
  });

export default defineConfig({
  ...clientSourceConfig,
  plugins: [
    react(),
    screenChunks({
      shell: fromRoot('client/app/layout/app-shell.tsx'),
      landing: fromRoot('client/app/routes/dashboard.tsx'),
      signIn: fromRoot('client/app/routes/login.tsx'),
      signedOut: ['reset-password', 'not-found'].map((name) => fromRoot(`client/app/routes/${name}.tsx`)),
    }),
    // Before the copies are compressed.
    prerenderFirstScreens(),
    precompress(),
    firstLoadBudget(),
  ],
  // Source maps stay on disk for debugging (and the budget spec reads them); 'hidden' leaves no link to
  // them in the code, as the server does not serve them.
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: 'hidden' },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
