import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** What a failed call carries for the form: the server's messages by field (the api's `ApiError` fits). */
export interface FieldErrorsCarrier {
  message?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * Shows the server's `fieldErrors` at the fields of a react-hook-form form.
 * `fields` limits them to the form's own fields (the server may name others).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: FieldErrorsCarrier | null | undefined,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): void {
  for (const [field, message] of Object.entries(error?.fieldErrors ?? {})) {
    if (!fields || fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
