import { Inflate, Unzip, type UnzipDecoder, type UnzipDecoderConstructor } from 'fflate';
import { failFile } from './roster-issue';

/** How much a zip may hold before it is refused as a zip bomb or a dump of the wrong thing. */
export interface ZipLimits {
  /** Entries of any kind, folders included. OneRoster 1.2 defines over twenty files, and a zip made on a Mac doubles them with __MACOSX copies. */
  maxEntries: number;
  /** Bytes inflated across the entries read. */
  maxTotalBytes: number;
  /** Inflated bytes per compressed byte of one entry; real CSVs compress at most about 20:1. */
  maxRatio: number;
  /** The ratio is judged only past this many inflated bytes: a tiny entry may compress well and harm nothing. */
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 50,
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

export const ZipMessages = {
  notZip: 'The file is not a zip archive.',
  damaged: 'The zip archive is damaged or incomplete.',
  tooManyEntries: (max: number) =>
    `The zip archive holds more than ${max} entries; a OneRoster bundle needs far fewer.`,
  unsafePath: (name: string) =>
    `The zip archive holds an entry with an unsafe path ("${name}"): absolute, climbing out with "..", or with a backslash or drive letter.`,
  repeatedEntry: (name: string) => `The zip archive holds "${name}" more than once.`,
  unsupported: (name: string) =>
    `"${name}" is encrypted or compressed in a way this import does not read; zip it again without a password.`,
  tooLarge: (maxBytes: number) =>
    `The zip archive unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB, which is more than a roster needs.`,
  tooCompressed: (name: string) =>
    `"${name}" unpacks to far more than its compressed size; the archive is refused as unsafe.`,
} as const;

/** What was read: every entry's name, and the inflated bytes of the entries asked for. */
export interface UnzippedFiles {
  names: string[];
  files: Map<string, Uint8Array>;
}

/** Compressed bytes handed to fflate at a time: one push inflates to at most ~1,000 times this. */
const PUSH_BYTES = 16 * 1024;
const ZIP_START = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_START = [0x50, 0x4b, 0x05, 0x06];

/** Whether an entry's path could land outside the folder it is unpacked into; checked on every entry. */
function unsafePath(name: string): boolean {
  return (
    name === '' ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').includes('..')
  );
}

/** An entry name fit for a message: short, and without control characters. */
function printable(name: string): string {
  const shown = [...name].map((char) => (char.charCodeAt(0) < 0x20 ? '?' : char)).join('');
  return shown.length > 120 ? `${shown.slice(0, 117)}...` : shown;
}

interface Reading {
  failure: string | null;
  inflatedTotal: number;
}

/**
 * A decoder that counts what it takes in and gives out, and stops the entry the moment either limit is
 * passed. The counts are of bytes actually inflated: the sizes a zip's headers declare are never trusted.
 */
function meteredDecoder(compression: 0 | 8, limits: ZipLimits, reading: Reading): UnzipDecoderConstructor {
  return class MeteredDecoder implements UnzipDecoder {
    static readonly compression = compression;
    ondata: UnzipDecoder['ondata'] = () => undefined;
    private compressedBytes = 0;
    private inflatedBytes = 0;
    private readonly inflate =
      compression === 8 ? new Inflate((data, final) => this.emit(data, final)) : null;

    constructor(private readonly name: string) {}

    push(chunk: Uint8Array, final: boolean) {
      if (reading.failure) return;
      this.compressedBytes += chunk.length;
      if (!this.inflate) return this.emit(chunk, final);
      try {
        this.inflate.push(chunk, final);
      } catch {
        reading.failure = ZipMessages.damaged;
      }
    }

    private emit(data: Uint8Array, final: boolean) {
      this.inflatedBytes += data.length;
      reading.inflatedTotal += data.length;
      if (reading.inflatedTotal > limits.maxTotalBytes)
        reading.failure = ZipMessages.tooLarge(limits.maxTotalBytes);
      else if (
        this.inflatedBytes > limits.ratioFloorBytes &&
        this.inflatedBytes > this.compressedBytes * limits.maxRatio
      )
        reading.failure = ZipMessages.tooCompressed(printable(this.name));
      if (!reading.failure) this.ondata(null, data as Uint8Array<ArrayBuffer>, final);
    }
  };
}

const concat = (chunks: readonly Uint8Array[]) => Buffer.concat(chunks);

/**
 * Reads a zip held in memory without trusting it: every entry's path must stay inside the archive, there
 * may be at most `maxEntries` of them, and only the entries `wanted` picks are inflated, a piece at a time,
 * under the size and ratio limits. fflate's streaming reader walks the local headers; we feed it the bytes
 * in small pieces so a bomb is stopped after a few megabytes, not after filling memory.
 * Throws RosterFileError with the reason when the archive is refused.
 */
export function unzipSafely(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): UnzippedFiles {
  const startsWith = (prefix: number[]) => prefix.every((byte, index) => zip[index] === byte);
  if (!startsWith(ZIP_START) && !startsWith(EMPTY_ZIP_START)) failFile(ZipMessages.notZip);
  const reading: Reading = { failure: null, inflatedTotal: 0 };
  const names: string[] = [];
  const seen = new Set<string>();
  const files = new Map<string, Uint8Array>();
  const unfinished = new Set<string>();
  const unzip = new Unzip((file) => {
    if (reading.failure) return;
    names.push(file.name);
    const folded = file.name.toLowerCase();
    if (names.length > limits.maxEntries) reading.failure = ZipMessages.tooManyEntries(limits.maxEntries);
    else if (unsafePath(file.name)) reading.failure = ZipMessages.unsafePath(printable(file.name));
    else if (seen.has(folded)) reading.failure = ZipMessages.repeatedEntry(printable(file.name));
    seen.add(folded);
    if (reading.failure || !wanted(file.name)) return;
    if (file.compression !== 0 && file.compression !== 8) {
      reading.failure = ZipMessages.unsupported(printable(file.name));
      return;
    }
    const chunks: Uint8Array[] = [];
    unfinished.add(file.name);
    file.ondata = (error, data, final) => {
      if (error) reading.failure ??= ZipMessages.damaged;
      if (reading.failure) return;
      chunks.push(data);
      if (!final) return;
      files.set(file.name, concat(chunks));
      unfinished.delete(file.name);
    };
    file.start();
  });
  unzip.register(meteredDecoder(0, limits, reading));
  unzip.register(meteredDecoder(8, limits, reading));
  try {
    for (let offset = 0; offset < zip.length && !reading.failure; offset += PUSH_BYTES) {
      const end = Math.min(offset + PUSH_BYTES, zip.length);
      unzip.push(zip.subarray(offset, end), end === zip.length);
    }
  } catch {
    reading.failure ??= ZipMessages.damaged;
  }
  if (!reading.failure && unfinished.size > 0) reading.failure = ZipMessages.damaged;
  if (reading.failure) failFile(reading.failure);
  return { names, files };
}
