import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { budgetReport, firstLoadScripts } from './client-budget';

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

export default defineConfig({
  root: 'client',
  plugins: [react(), firstLoadBudget()],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
