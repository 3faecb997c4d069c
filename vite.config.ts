import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { budgetReport, firstLoadScripts } from './client-budget';
import { precompressDir } from './tools/precompress';

/** After a build, prints the JavaScript the first page load fetches and its gzipped total against the budget. */
function firstLoadBudget(): Plugin {
  let outDir = '';
  return {
    name: 'plc-hub:first-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After Vite's own size table, so the total is the build's last word; a failed build wrote no index.html.
    closeBundle() {
      if (!existsSync(path.join(outDir, 'index.html'))) return;
      this.environment.logger.info(`\n${budgetReport(firstLoadScripts(outDir)).join('\n')}`);
    },
  };
}

/** After a build, writes the .br and .gz copies of every text file that the server negotiates (client-app.ts). */
function precompress(): Plugin {
  let outDir = '';
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return {
    name: 'plc-hub:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!existsSync(path.join(outDir, 'index.html'))) return;
      const report = await precompressDir(outDir);
      this.environment.logger.info(
        `\nprecompressed ${report.files} text files: ${kb(report.bytes)} → ` +
          `${kb(report.brotliBytes)} brotli, ${kb(report.gzipBytes)} gzip`,
      );
    },
  };
}

export default defineConfig({
  root: 'client',
  plugins: [react(), precompress(), firstLoadBudget()],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  // Source maps stay on disk for debugging (and the budget spec reads them); 'hidden' leaves no link to
  // them in the code, as the server does not serve them.
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: 'hidden' },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
