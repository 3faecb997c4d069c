/**
 * What Windows-1252 puts at 0x80–0x9F (the WHATWG index): €, curly quotes, dashes, Š, Ž, Œ… The five
 * unassigned bytes map to the C1 control of the same number, which the decoder then refuses as binary.
 */
const HIGH_BYTES =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 text. Node's own TextDecoder('windows-1252') is not used: on Node 20 it decodes as
 * ISO-8859-1, so the euro sign and the curly apostrophe of "O’Neil" come out as control characters. Latin-1
 * (exact in Buffer) matches Windows-1252 everywhere except 0x80–0x9F, which the table above fills in.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => HIGH_BYTES[char.charCodeAt(0) - 0x80] ?? char);
}
