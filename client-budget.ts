import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most gzipped JavaScript a first page load may ship: 200 KB, counted as 200 × 1024 bytes. */
export const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;
export const FIRST_LOAD_BUDGET_LABEL = `${FIRST_LOAD_BUDGET_BYTES / 1024} KB`;

/** Where `npm run build` writes the client (vite.config.ts). */
export const CLIENT_DIST_DIR = path.resolve(import.meta.dirname, 'dist/client');

export interface ScriptSize {
  /** The URL path the browser asks for, e.g. `/assets/index-abc123.js`. */
  url: string;
  gzipBytes: number;
}

/** Gzipped size (zlib level 9, as a server precompressing its assets would) of one built file, by its URL path. */
export function gzippedSize(url: string, distDir = CLIENT_DIST_DIR): ScriptSize {
  const file = path.join(distDir, ...url.split('/').filter(Boolean));
  return { url, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
}

/**
 * The scripts index.html makes the browser fetch before any lazy route chunk: the entry module and the
 * chunks it links with modulepreload.
 */
export function firstLoadScripts(distDir = CLIENT_DIST_DIR): ScriptSize[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  if (urls.length === 0) throw new Error(`${distDir}/index.html loads no module script`);
  return urls.map((url) => gzippedSize(url, distDir));
}

export const totalGzipBytes = (scripts: ScriptSize[]): number =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per script, largest first, then the total against the budget. */
export function budgetReport(scripts: ScriptSize[]): string[] {
  const lines = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `  ${formatKb(script.gzipBytes).padStart(9)}  ${script.url}`);
  const total = totalGzipBytes(scripts);
  const verdict = total > FIRST_LOAD_BUDGET_BYTES ? ' — OVER BUDGET' : '';
  lines.push(
    `First-load JavaScript: ${formatKb(total)} gzipped (budget ${FIRST_LOAD_BUDGET_LABEL})${verdict}`,
  );
  return lines;
}
