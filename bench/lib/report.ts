/** Fixed-width text tables for the terminal: the first column left-aligned, numbers right-aligned. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
