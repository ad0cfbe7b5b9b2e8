import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getFieldErrors } from '@/api/errors';

/**
 * Shows the server's `fieldErrors` (decisions.md) at the fields of a react-hook-form form.
 * `fields` limits them to the form's own fields (the server may name others).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): void {
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    if (!fields || fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
