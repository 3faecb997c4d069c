/** What a column sorts by: a number, a text, or nothing (an empty cell). */
export type SortValue = number | string | null;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Numbers by size, texts naturally and without regard to case or accents ("Team 9" before "team 10"). */
function compareFilled(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Rows in the order of `valueOf`, ascending or descending. A row with no value (null) goes last either way,
 * so "not recorded" never heads a list; rows that tie keep the order they came in.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => SortValue,
  direction: 'asc' | 'desc',
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = valueOf(left);
    const b = valueOf(right);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * compareFilled(a, b);
  });
}
