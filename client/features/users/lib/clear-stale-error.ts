import type { FieldValues, Path, UseFormClearErrors, UseFormGetFieldState } from 'react-hook-form';

const STALE_TYPES = new Set(['unique', 'server']);

/**
 * Fields validate on blur, so a "taken" answer from the server would otherwise stay under a field the
 * user is already correcting; typing clears it, and the next blur asks again.
 */
export function clearStaleErrorOnChange<T extends FieldValues>(
  name: Path<T>,
  getFieldState: UseFormGetFieldState<T>,
  clearErrors: UseFormClearErrors<T>,
) {
  return () => {
    const type = getFieldState(name).error?.type;
    if (type && STALE_TYPES.has(type)) clearErrors(name);
  };
}
