/** A LIKE/ILIKE pattern matching `search` anywhere, its wildcards (%, _ and \) taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
