import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { splitServerErrors } from './server-errors';

/**
 * Shows a failed save: a 400's "Field: message" lines under their fields, anything else as the returned
 * text (for an alert above the form).
 */
export function applySaveError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return errorMessage(error);
  const { fieldErrors, other } = splitServerErrors(error.message, fields);
  fieldErrors.forEach(({ field, message }, index) =>
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return other || null;
}
