import { describe, expect, it } from 'vitest';
import { naturalSortKey, personSortKey } from './natural-sort';

const sortNaturally = (values: string[]) =>
  [...values].sort((a, b) =>
    naturalSortKey(a) < naturalSortKey(b) ? -1 : naturalSortKey(a) > naturalSortKey(b) ? 1 : 0,
  );

describe('naturalSortKey', () => {
  it('orders numbers by value and ignores case and accents', () => {
    expect(sortNaturally(['Room 10', 'room 2', 'Émile', 'apple', 'Banana', 'Room 002b'])).toEqual([
      'apple',
      'Banana',
      'Émile',
      'room 2',
      'Room 002b',
      'Room 10',
    ]);
  });
  it('sorts people by last name, then first name', () => {
    expect(personSortKey('Ava', 'Smith') < personSortKey('Zoe', 'Smith')).toBe(true);
    expect(personSortKey('Zoe', 'Adams') < personSortKey('Ava', 'Smith')).toBe(true);
    expect(personSortKey('Ann', 'Lee') < personSortKey('Ann', 'Leeds')).toBe(true);
    expect(personSortKey('Zoe', 'Smith') < personSortKey('Al', 'Smith Jones')).toBe(true);
  });
});
