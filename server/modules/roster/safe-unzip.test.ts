import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { RosterFileError } from './roster-issue';
import { DEFAULT_ZIP_LIMITS, unzipSafely, ZipMessages, type ZipLimits } from './safe-unzip';

const everything = () => true;

function refusal(zip: Uint8Array, limits?: ZipLimits): string {
  try {
    unzipSafely(zip, everything, limits);
  } catch (error) {
    if (error instanceof RosterFileError) return error.issue.Message;
    throw error;
  }
  throw new Error('the archive was accepted');
}

/** Text that deflate compresses only about 2:1, so a size limit, not the ratio, is what trips. */
function mixedText(bytes: number): Uint8Array {
  let seed = 7;
  const out = new Uint8Array(bytes);
  for (let index = 0; index < bytes; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out[index] = 0x61 + (seed % 16);
  }
  return out;
}

/** Rewrites every uncompressed size a zip declares (local headers and central directory) to `size`. */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let offset = 0; offset + 4 <= copy.length; offset++) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
  return copy;
}

const zip = (files: Zippable) => zipSync(files);

describe('unzipSafely', () => {
  it('reads the entries asked for and lists every name', () => {
    const archive = zip({
      'orgs.csv': strToU8('a,b\r\n'),
      'users.csv': strToU8('c\r\n'),
      'notes.txt': strToU8('x'),
    });
    const { names, files } = unzipSafely(archive, (name) => name.endsWith('.csv'));
    expect(names).toEqual(['orgs.csv', 'users.csv', 'notes.txt']);
    expect([...files.keys()]).toEqual(['orgs.csv', 'users.csv']);
    expect(Buffer.from(files.get('orgs.csv') ?? []).toString()).toBe('a,b\r\n');
  });

  it('reads stored (uncompressed) entries and empty ones', () => {
    const archive = zipSync({ 'a.csv': [strToU8('hello'), { level: 0 }], 'b.csv': new Uint8Array() });
    const { files } = unzipSafely(archive, everything);
    expect(Buffer.from(files.get('a.csv') ?? []).toString()).toBe('hello');
    expect(files.get('b.csv')).toHaveLength(0);
  });

  it.each(['../users.csv', 'a/../../users.csv', '/etc/users.csv', 'C:/users.csv', 'a\\..\\users.csv'])(
    'refuses the unsafe entry path %s',
    (name) => {
      expect(refusal(zip({ 'orgs.csv': strToU8('x'), [name]: strToU8('y') }))).toBe(
        ZipMessages.unsafePath(name),
      );
    },
  );

  it('refuses a zip bomb by its compression ratio while inflating', () => {
    const bomb = zip({ 'users.csv': new Uint8Array(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusal(bomb)).toBe(ZipMessages.tooCompressed('users.csv'));
  });

  it('counts the bytes it inflates, not the sizes the headers declare', () => {
    const limits = { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: 300_000 };
    const honest = zip({ 'a.csv': mixedText(200_000), 'b.csv': mixedText(200_000) });
    expect(refusal(honest, limits)).toBe(ZipMessages.tooLarge(300_000));
    expect(refusal(lieAboutSizes(honest, 10), limits)).toBe(ZipMessages.tooLarge(300_000));
  });

  it('refuses too many entries', () => {
    const files: Zippable = {};
    for (let index = 0; index <= DEFAULT_ZIP_LIMITS.maxEntries; index++)
      files[`f${index}.csv`] = strToU8('x');
    expect(refusal(zip(files))).toBe(ZipMessages.tooManyEntries(DEFAULT_ZIP_LIMITS.maxEntries));
  });

  it('refuses an entry named twice, whatever the case', () => {
    const archive = zip({ 'users.csv': strToU8('a'), 'USERS.csv': strToU8('b') });
    expect(refusal(archive)).toBe(ZipMessages.repeatedEntry('USERS.csv'));
  });

  it('refuses what is not a zip, and a truncated one', () => {
    expect(refusal(strToU8('FirstName,LastName\r\n'))).toBe(ZipMessages.notZip);
    const archive = zip({ 'users.csv': mixedText(100_000) });
    expect(refusal(archive.subarray(0, archive.length / 2))).toBe(ZipMessages.damaged);
  });
});
