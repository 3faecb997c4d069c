import { describe, expect, it } from 'vitest';
import { graduationYearFromGrades } from './oneroster-grades';

describe('graduationYearFromGrades', () => {
  it('counts the years from the grade to grade 12 in the school year ending in the given year', () => {
    expect(graduationYearFromGrades('12', 2026)).toBe(2026);
    expect(graduationYearFromGrades('09', 2026)).toBe(2029);
    expect(graduationYearFromGrades('1', 2026)).toBe(2037);
    expect(graduationYearFromGrades('KG', 2026)).toBe(2038);
    expect(graduationYearFromGrades('PK', 2026)).toBe(2039);
  });

  it('takes the highest of several grades', () => {
    expect(graduationYearFromGrades('10,11', 2026)).toBe(2027);
  });

  it('gives no year for grades without one ahead, or none', () => {
    for (const grades of ['', 'UG', 'PS', '13', 'Other', 'IT'])
      expect(graduationYearFromGrades(grades, 2026)).toBeNull();
  });
});
