import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

interface Row {
  name: string;
  count: number;
  rate: number | null;
}

const rows: Row[] = [
  { name: 'Team 10', count: 2, rate: 0.5 },
  { name: 'team 9', count: 0, rate: null },
  { name: 'Algebra', count: 2, rate: 1 },
  { name: 'Étude', count: 5, rate: 0 },
];
const names = (sorted: Row[]) => sorted.map((row) => row.name);

describe('sortRows', () => {
  it('sorts numbers by size both ways, ties in the order they came', () => {
    expect(names(sortRows(rows, (row) => row.count, 'asc'))).toEqual([
      'team 9',
      'Team 10',
      'Algebra',
      'Étude',
    ]);
    expect(names(sortRows(rows, (row) => row.count, 'desc'))).toEqual([
      'Étude',
      'Team 10',
      'Algebra',
      'team 9',
    ]);
  });

  it('sorts text naturally, ignoring case and accents', () => {
    expect(names(sortRows(rows, (row) => row.name, 'asc'))).toEqual([
      'Algebra',
      'Étude',
      'team 9',
      'Team 10',
    ]);
    expect(names(sortRows(rows, (row) => row.name, 'desc'))).toEqual([
      'Team 10',
      'team 9',
      'Étude',
      'Algebra',
    ]);
  });

  it('puts empty values last whichever the direction', () => {
    expect(names(sortRows(rows, (row) => row.rate, 'asc'))).toEqual([
      'Étude',
      'Team 10',
      'Algebra',
      'team 9',
    ]);
    expect(names(sortRows(rows, (row) => row.rate, 'desc'))).toEqual([
      'Algebra',
      'Team 10',
      'Étude',
      'team 9',
    ]);
  });

  it('leaves the rows it was given as they were', () => {
    const before = names(rows);
    sortRows(rows, (row) => row.count, 'desc');
    expect(names(rows)).toEqual(before);
  });
});
