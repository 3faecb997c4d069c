import { describe, expect, it } from 'vitest';
import { csvFileName, neutraliseFormula, toCsv } from './csv';

const BOM = '\uFEFF';

describe('CSV', () => {
  it('quotes the start of a formula so a spreadsheet shows it as text (OWASP CSV injection)', () => {
    for (const cell of ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tTab', '\rReturn'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Plain text', '1+1', 'a=b', "'quoted", '', ' =not first'])
      expect(neutraliseFormula(cell)).toBe(cell);
    expect(neutraliseFormula(-2)).toBe(-2);
    expect(neutraliseFormula(null)).toBeNull();
  });

  it('writes RFC 4180 with a byte-order mark, quoting text and doubling its quotes', () => {
    const csv = toCsv(
      ['Task', 'Count'],
      [
        ['=HYPERLINK("x")', 3],
        ['Line\nbreak, comma', 0],
        [null, 1.5],
      ],
    );
    expect(csv).toBe(`${BOM}"Task","Count"\r\n"'=HYPERLINK(""x"")",3\r\n"Line\nbreak, comma",0\r\n,1.5\r\n`);
  });

  it('makes a file name of plain words', () => {
    expect(csvFileName('insights', 'Lincoln Middle School', '2026-11-01', '2026-11-30')).toBe(
      'insights-lincoln-middle-school-2026-11-01-2026-11-30.csv',
    );
    expect(csvFileName('tasks', 'Ciències / "Naturals"', '2026-11-29')).toBe(
      'tasks-ciencies-naturals-2026-11-29.csv',
    );
    expect(csvFileName('', '')).toBe('export.csv');
  });
});
