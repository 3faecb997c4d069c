import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-error';

/**
 * Where a field of the API ("Field: message" in a 400 answer, e.g. `Subject` or `MeetingTeams.0.TeamId`)
 * shows on a form. A path not listed is looked up by its first segment (`MeetingTeams`).
 */
export type ServerFieldMap<T extends FieldValues> = Readonly<Record<string, Path<T>>>;

/** The map of a form whose fields are named as the API names them. */
export const sameFieldNames = <F extends string>(fields: readonly F[]): Readonly<Record<string, F>> =>
  Object.fromEntries(fields.map((field) => [field, field]));

const FIELD_LINE = /^([\w.]+): (.+)$/;

/**
 * Splits a 400 answer ("Field: message" lines) into field errors for the form and the remaining text,
 * so a rule the server enforced shows under its field just like the client's own check. A line of a field
 * the form does not have keeps only its message: the API's field names mean nothing to the user.
 */
export function splitServerErrors<T extends FieldValues>(message: string, fields: ServerFieldMap<T>) {
  const fieldErrors: { field: Path<T>; message: string }[] = [];
  const other: string[] = [];
  for (const line of message.split('\n')) {
    const match = FIELD_LINE.exec(line);
    if (!match) {
      other.push(line);
      continue;
    }
    const [, path = '', text = ''] = match;
    const field = fields[path] ?? fields[path.split('.')[0] ?? ''];
    if (field) fieldErrors.push({ field, message: text });
    else other.push(text);
  }
  return { fieldErrors, other: [...new Set(other)].join('\n') };
}

/**
 * Shows a failed save: a 400's "Field: message" lines under their fields, anything else as the returned
 * text (for an alert above the form).
 */
export function applySaveError<T extends FieldValues>(
  error: unknown,
  fields: ServerFieldMap<T>,
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return errorMessage(error);
  const { fieldErrors, other } = splitServerErrors(error.message, fields);
  fieldErrors.forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return other || null;
}
