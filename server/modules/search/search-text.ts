import { sql, type SQL } from 'drizzle-orm';

/** The word being typed at the end of the text: letters and digits, not negated, not inside a quote. */
const TRAILING_WORD = /(?<![-\p{L}\p{N}])([\p{L}\p{N}]+)$/u;

/** What the caller typed, split for the tsquery below: the whole text, or the text before a word typed. */
export interface SearchText {
  /** The last word is also a prefix (see searchTsquery). */
  prefix: boolean;
  text: string;
  rest: string;
  word: string;
}

export function searchText(text: string): SearchText {
  const insideQuote = (text.match(/"/g)?.length ?? 0) % 2 === 1;
  const typed = insideQuote ? null : TRAILING_WORD.exec(text);
  if (!typed) return { prefix: false, text, rest: '', word: '' };
  return { prefix: true, text, rest: text.slice(0, typed.index), word: typed[1]!.toLowerCase() };
}

/**
 * The tsquery of what the caller typed, in PostgreSQL's web-search syntax ("a phrase", or, -word), with
 * English stemming, on a prepared statement's placeholders (text, rest, word: SearchText). While typing,
 * the last word is also a prefix: "fract" finds "fractions". A text of only stop words or punctuation
 * gives the empty query, which matches nothing.
 */
export function searchTsquery(prefix: boolean): SQL {
  if (!prefix) return sql`websearch_to_tsquery('english', ${sql.placeholder('text')})`;
  return sql`(websearch_to_tsquery('english', ${sql.placeholder('rest')})
    && (websearch_to_tsquery('english', ${sql.placeholder('word')})
      || to_tsquery('simple', ${sql.placeholder('word')} || ':*')))`;
}
