import { describe, expect, it } from 'vitest';
import { DecodeMessages, decodeText } from './decode-text';
import { RosterFileError } from './roster-issue';

const utf8 = (text: string) => new TextEncoder().encode(text);
const refusal = (bytes: Uint8Array) => {
  try {
    decodeText(bytes);
  } catch (error) {
    if (error instanceof RosterFileError) return error.issue.Message;
    throw error;
  }
  throw new Error('decodeText accepted the bytes');
};

describe('decodeText', () => {
  it('reads UTF-8 without a byte-order mark', () => {
    expect(decodeText(utf8('FirstName\r\nJosé\r\n'))).toBe('FirstName\r\nJosé\r\n');
  });

  it('reads UTF-8 with a byte-order mark and drops the mark', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Zoë,Ñuñez')]))).toBe('Zoë,Ñuñez');
  });

  it('reads bytes that are not UTF-8 as Windows-1252 (Excel\'s plain "CSV")', () => {
    // "José,Müller,€5" as Windows-1252 writes it: é = E9, ü = FC, € = 80.
    const bytes = Uint8Array.from([
      ...utf8('Jos'),
      0xe9,
      0x2c,
      ...utf8('M'),
      0xfc,
      ...utf8('ller,'),
      0x80,
      0x35,
    ]);
    expect(decodeText(bytes)).toBe('José,Müller,€5');
  });

  it('reads UTF-16 when it starts with a byte-order mark', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name\tJosé', 'utf16le')]);
    expect(decodeText(le)).toBe('Name\tJosé');
  });

  it('refuses UTF-16 without a byte-order mark', () => {
    expect(refusal(Buffer.from('FirstName,LastName\r\nAna,Diaz\r\n', 'utf16le'))).toBe(
      DecodeMessages.utf16WithoutBom,
    );
  });

  it('refuses binary data: NUL bytes, control characters, a zip archive', () => {
    expect(refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe(
      DecodeMessages.binary,
    );
    expect(refusal(utf8('a,b\r\n\u0001\u0002,c'))).toBe(DecodeMessages.binary);
    // Windows-1252 leaves 0x81 unassigned: it decodes to a C1 control, which no CSV holds.
    expect(refusal(Uint8Array.from([0x41, 0x81, 0xe9]))).toBe(DecodeMessages.binary);
    expect(refusal(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]))).toBe(DecodeMessages.zipArchive);
  });

  it('refuses a UTF-8 byte-order mark followed by bytes that are not UTF-8', () => {
    expect(refusal(Uint8Array.from([0xef, 0xbb, 0xbf, 0x4a, 0xe9]))).toBe(DecodeMessages.badUtf8AfterBom);
  });

  it('reads an empty file as empty text (the CSV reader says it is empty)', () => {
    expect(decodeText(new Uint8Array())).toBe('');
  });
});
