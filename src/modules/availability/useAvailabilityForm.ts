import { useState } from 'react';
import { getErrorMessage, getFieldErrors, requestError } from '@/api/errors';
import { AVAILABILITY_MESSAGES } from './messages';
import { notify } from '@/lib/notify';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { AvailabilityInputSchema } from './schema';
import type { AvailabilityInput } from './types';

/**
 * An availability being edited (one's own, or a manager's on someone's behalf): checked with
 * the body's schema before sending, kept when the save fails, the server's field errors shown
 * at their fields (`fieldPrefix` is taken off their paths), sent once at a time.
 */
export function useAvailabilityForm(
  initial: AvailabilityInput,
  send: (value: AvailabilityInput) => Promise<unknown>,
  saved: string,
  fieldPrefix = '',
) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const guard = useSubmitGuard();
  const submit = guard(async () => {
    const found = fieldErrorsOf(AvailabilityInputSchema, value);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await send(value);
      notify(saved, 'success');
    } catch (error) {
      setFailure(getErrorMessage(requestError(error), AVAILABILITY_MESSAGES.submitNotes));
      const server = Object.entries(getFieldErrors(requestError(error))).map(([k, v]): [string, string] => [
        fieldPrefix && k.startsWith(fieldPrefix) ? k.slice(fieldPrefix.length) : k,
        v,
      ]);
      setErrors(Object.fromEntries(server));
    }
  });
  return { value, setValue, errors, failure, submit };
}
