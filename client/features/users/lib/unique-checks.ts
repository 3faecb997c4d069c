import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

export interface UniqueCheck<T extends FieldValues> {
  field: Path<T>;
  /** Asks the server; true when the value is free (or is the edited user's own). */
  isUnique: (value: string) => Promise<boolean>;
  message: string;
}

/**
 * Adds the server's uniqueness checks (spec section 5) to a schema resolver: a field is checked when it
 * is validated (on blur, and on submit) and its schema rules pass. A failed check call is not an error
 * here; the server repeats every check when saving.
 */
export function withUniqueChecks<T extends FieldValues, C, O>(
  base: Resolver<T, C, O>,
  checks: UniqueCheck<T>[],
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    const due = checks.filter(
      (check) =>
        ((options.names as readonly string[] | undefined)?.includes(check.field) ?? true) &&
        errors[check.field] === undefined,
    );
    const taken = await Promise.all(
      due.map(async (check) => {
        const raw = (values as Record<string, unknown>)[check.field];
        const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
        if (!value) return null;
        try {
          return (await check.isUnique(value)) ? null : check;
        } catch {
          return null;
        }
      }),
    );
    const failed = taken.filter((check) => check !== null);
    if (failed.length === 0) return result;
    for (const check of failed) errors[check.field] = { type: 'unique', message: check.message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
