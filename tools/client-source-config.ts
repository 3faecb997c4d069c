import path from 'node:path';
import type { InlineConfig } from 'vite';

const fromRoot = (file: string) => path.resolve(import.meta.dirname, '..', file);

/**
 * Where the client's sources are and how their imports resolve: for the build (vite.config.ts) and for
 * the renderer of the first screens (prerender.ts), which both add the React plugin.
 */
export const clientSourceConfig = {
  root: fromRoot('client'),
  resolve: { alias: { '@shared': fromRoot('shared') } },
} satisfies InlineConfig;
