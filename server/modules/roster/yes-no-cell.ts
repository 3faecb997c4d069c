import { z } from 'zod';

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * A yes/no column (IsAdmin, Active): yes/no, true/false or 1/0 in any case; a blank cell takes the form's
 * default, so leaving the column out or empty changes nothing compared with the Create forms.
 */
export const yesNoCell = (column: string, formDefault: boolean) =>
  z.string().transform((cell, ctx) => {
    const value = cell.trim().toLowerCase();
    if (value === '') return formDefault;
    if (YES.has(value)) return true;
    if (NO.has(value)) return false;
    ctx.addIssue({ code: 'custom', message: `${column} must be yes or no` });
    return z.NEVER;
  });
