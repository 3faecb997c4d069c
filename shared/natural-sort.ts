/**
 * A key whose plain (byte-wise) order is the spec's natural, case-insensitive order: letters folded to
 * lower case without accents, runs of digits left-padded so "Room 2" sorts before "Room 10". Stored
 * beside the names it is made from, so both databases sort and page on it with an index.
 */
export function naturalSortKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
}

/**
 * The key of a person: last name, then first name. The separator sorts below every character a name
 * holds, so "Smith, Zoe" comes before "Smith Jones, Al".
 */
export function personSortKey(firstName: string, lastName: string): string {
  return `${naturalSortKey(lastName)}\u0001${naturalSortKey(firstName)}`;
}
