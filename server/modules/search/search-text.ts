import { sql, type SQL } from 'drizzle-orm';

/** The word being typed at the end of the text: letters and digits, not negated, not inside a quote. */
const TRAILING_WORD = /(?<![-\p{L}\p{N}])([\p{L}\p{N}]+)$/u;

/**
 * The tsquery of what the caller typed, in PostgreSQL's web-search syntax ("a phrase", or, -word), with
 * English stemming. While typing, the last word is also a prefix: "fract" finds "fractions". A text of
 * only stop words or punctuation gives the empty query, which matches nothing.
 */
export function searchQuery(text: string): SQL {
  const whole = sql`websearch_to_tsquery('english', ${text})`;
  const insideQuote = (text.match(/"/g)?.length ?? 0) % 2 === 1;
  const typed = insideQuote ? null : TRAILING_WORD.exec(text);
  if (!typed) return whole;
  const word = typed[1]!.toLowerCase();
  const rest = text.slice(0, typed.index);
  return sql`(websearch_to_tsquery('english', ${rest}) && (websearch_to_tsquery('english', ${word})
    || to_tsquery('simple', ${`${word}:*`})))`;
}
