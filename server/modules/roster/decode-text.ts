import { failFile } from './roster-issue';
import { decodeWindows1252 } from './windows-1252';

/** Texts of the refusals, exported for the tests and the client's help text. */
export const DecodeMessages = {
  utf16WithoutBom:
    'The file looks like UTF-16 text without a byte-order mark. Save it as "CSV UTF-8 (comma delimited)" and upload it again.',
  binary: 'The file is not a text CSV file (it holds binary data). Save it as "CSV UTF-8 (comma delimited)".',
  zipArchive:
    'The file is a zip archive (an Excel workbook or a OneRoster bundle). Save a workbook as "CSV UTF-8 (comma delimited)"; upload a OneRoster bundle as a OneRoster import.',
  badUtf8AfterBom:
    'The file says it is UTF-8 but holds bytes that are not UTF-8. Save it again as "CSV UTF-8".',
} as const;

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * Control characters that no spreadsheet writes into a CSV: C0 except tab, line feed, form feed and carriage
 * return, DEL, and C1 (what windows-1252's five unassigned bytes, or Latin-1 control bytes, decode to).
 */
// eslint-disable-next-line no-control-regex
const BINARY_CHARACTER = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/;

/** UTF-16 without a byte-order mark: ASCII text with a NUL in every other byte. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 512);
  let evenNuls = 0;
  let oddNuls = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] !== 0) continue;
    if (index % 2 === 0) evenNuls++;
    else oddNuls++;
  }
  const half = sample.length / 2;
  return half >= 2 && (evenNuls >= half * 0.8 || oddNuls >= half * 0.8);
}

/**
 * The text of an uploaded CSV. UTF-8, with or without a byte-order mark, is read as such; bytes that are
 * not UTF-8 are read as Windows-1252, which is what Excel's plain "CSV (comma delimited)" writes on a
 * Western Windows (a UTF-8 reading of them would fail, so the guess costs nothing for real UTF-8). UTF-16 with
 * a byte-order mark (Excel's "Unicode Text") is read too. Anything else with control bytes, such as a NUL,
 * is refused as binary rather than guessed at. No dependency: Node's TextDecoder and Buffer do the work.
 */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return checkText(new TextDecoder('utf-16le').decode(bytes));
  if (startsWith(bytes, [0xfe, 0xff])) return checkText(new TextDecoder('utf-16be').decode(bytes));
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) failFile(DecodeMessages.zipArchive);
  if (bytes.includes(0))
    failFile(looksLikeUtf16(bytes) ? DecodeMessages.utf16WithoutBom : DecodeMessages.binary);
  const hasBom = startsWith(bytes, UTF8_BOM);
  // TextDecoder drops a leading byte-order mark by itself (ignoreBOM is false).
  const utf8 = decodeUtf8(bytes);
  if (utf8 !== null) return checkText(utf8);
  if (hasBom) failFile(DecodeMessages.badUtf8AfterBom);
  return checkText(decodeWindows1252(bytes));
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function checkText(text: string): string {
  if (BINARY_CHARACTER.test(text)) failFile(DecodeMessages.binary);
  return text;
}
