import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The built client's text files: they shrink several times over. Images and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The copies written beside each text file: their extension, the report's total, and the encoder. */
const ENCODINGS = [
  {
    extension: '.br',
    total: 'brotliBytes',
    encode: (content: Buffer) =>
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  {
    extension: '.gz',
    total: 'gzipBytes',
    encode: (content: Buffer) => gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  },
] as const;

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes a .br and a .gz copy beside every text file under `dir` (source maps aside: they are never
 * served), once at build time at the highest levels, so the server answers each request from disk by
 * content negotiation instead of compressing it again. A copy that would not be smaller is not written:
 * the server then sends the file itself.
 */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const report: PrecompressReport = { files: files.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      report.bytes += content.length;
      for (const { extension, total, encode } of ENCODINGS) {
        const encoded = await encode(content);
        const smaller = encoded.length < content.length;
        if (smaller) await writeFile(`${file}${extension}`, encoded);
        report[total] += smaller ? encoded.length : content.length;
      }
    }),
  );
  return report;
}
