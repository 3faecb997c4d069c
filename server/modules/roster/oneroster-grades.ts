/** Grade levels (CEDS codes, as OneRoster uses them) before grade 1, as years until grade 1. */
const EARLY_GRADES: Record<string, number> = { KG: 1, K: 1, TK: 2, PK: 2 };

/** A grade code as a number 0 (kindergarten) to 12, or lower for pre-kindergarten; null if it has none. */
function gradeNumber(code: string): number | null {
  const upper = code.trim().toUpperCase();
  const early = EARLY_GRADES[upper];
  if (early !== undefined) return 1 - early;
  if (!/^\d{1,2}$/.test(upper)) return null;
  const grade = Number(upper);
  return grade >= 1 && grade <= 12 ? grade : null;
}

/**
 * The graduation year of a student from OneRoster's `grades` ("09", "KG", "09,10"): a student in grade 12
 * in the school year that ends in `schoolYearEnd` graduates that year, one in grade 9 three years later.
 * Of several grades the highest counts (the nearest graduation). Grades with no graduation ahead (IT, PR,
 * PS, UG, 13, Other) or a blank cell give null, which the import reports with the form's
 * graduation-year message rather than inventing a year.
 */
export function graduationYearFromGrades(grades: string, schoolYearEnd: number): number | null {
  const numbers = grades
    .split(',')
    .map(gradeNumber)
    .filter((grade): grade is number => grade !== null);
  if (numbers.length === 0) return null;
  return schoolYearEnd + 12 - Math.max(...numbers);
}
