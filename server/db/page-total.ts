/**
 * The total of a list page read with `count(*) over ()`: the count on its first row or, for an empty page
 * past the end, a count of its own (an empty first page means there is nothing at all).
 */
export async function pageTotal(
  rows: readonly { totalCount: number }[],
  page: number,
  count: () => Promise<number>,
): Promise<number> {
  return rows[0]?.totalCount ?? (page > 0 ? count() : 0);
}
