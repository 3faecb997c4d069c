/**
 * Turns byte offsets in a file into 1-based line numbers, counting CRLF, LF and a lone CR as one break each
 * (the record delimiters the CSV parser accepts). Offsets must be asked for in increasing order: it scans
 * each byte once, so a 50,000-row file costs one pass.
 */
export class LineCounter {
  private offset = 0;
  private line = 1;

  constructor(private readonly bytes: Uint8Array) {}

  /** The line on which the byte at `offset` stands. */
  lineAt(offset: number): number {
    const end = Math.min(offset, this.bytes.length);
    for (; this.offset < end; this.offset++) {
      const byte = this.bytes[this.offset];
      if (byte === 0x0a) this.line++;
      else if (byte === 0x0d && this.bytes[this.offset + 1] !== 0x0a) this.line++;
    }
    return this.line;
  }
}
