import { useState } from 'react';
import { getErrorMessage, getFieldErrors, requestError } from '@/api/errors';
import { conflictCurrent, keepMine as mergeMine } from '@/components/form/conflict';
import { AVAILABILITY_MESSAGES } from './messages';
import { notify } from '@/lib/notify';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { AvailabilityInputSchema, ShiftNotesSchema } from './schema';
import type { AvailabilityInput, ShiftNotes } from './types';

/** A save refused because someone saved first (409 with the notes as they are now). */
export interface StaleNotes {
  message: string;
  theirs: AvailabilityInput;
  version: number | undefined;
}

/** No lost update (issue #41): the version the form opened with and what of a 409's current record it edits. */
export interface NotesVersion {
  version: number | undefined;
  theirsOf: (current: ShiftNotes) => AvailabilityInput;
}

/**
 * An availability being edited (one's own, or a manager's on someone's behalf): checked with
 * the body's schema before sending, kept when the save fails, the server's field errors shown
 * at their fields (`fieldPrefix` is taken off their paths), sent once at a time. The save sends
 * the version its values build on; a stale one (409) keeps the typed values and offers theirs
 * ("Reload theirs") or mine over their version ("Keep mine": three-way, as the form kit's, only
 * the parts I changed since the form opened overwrite theirs; a week's ranges are one part).
 */
export function useAvailabilityForm(
  initial: AvailabilityInput,
  send: (value: AvailabilityInput, version: number | undefined) => Promise<unknown>,
  saved: string,
  fieldPrefix = '',
  versioning?: NotesVersion,
) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(versioning?.version);
  const [stale, setStale] = useState<StaleNotes | null>(null);
  // The values the typed ones build on (as opened, then as saved or reloaded).
  const [base, setBase] = useState(initial);
  const guard = useSubmitGuard();
  const save = async (value: AvailabilityInput, baseVersion: number | undefined) => {
    const found = fieldErrorsOf(AvailabilityInputSchema, value);
    setErrors(found);
    setFailure(null);
    setStale(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = ShiftNotesSchema.safeParse(await send(value, baseVersion));
      setVersion(answer.success ? answer.data.version : baseVersion);
      setBase(value);
      notify(saved, 'success');
    } catch (error) {
      const current = ShiftNotesSchema.safeParse(conflictCurrent(error));
      if (versioning && current.success) {
        setStale({
          message: getErrorMessage(requestError(error), AVAILABILITY_MESSAGES.submitNotes),
          theirs: versioning.theirsOf(current.data),
          version: current.data.version,
        });
        return;
      }
      setFailure(getErrorMessage(requestError(error), AVAILABILITY_MESSAGES.submitNotes));
      const server = Object.entries(getFieldErrors(requestError(error))).map(([k, v]): [string, string] => [
        fieldPrefix && k.startsWith(fieldPrefix) ? k.slice(fieldPrefix.length) : k,
        v,
      ]);
      setErrors(Object.fromEntries(server));
    }
  };
  const submit = guard(() => save(value, version));
  return {
    value,
    setValue,
    errors,
    failure,
    submit,
    stale,
    /** Their notes into the editor (the typed ones go); the next save builds on their version. */
    reloadTheirs: () => {
      if (!stale) return;
      setValue(stale.theirs);
      setBase(stale.theirs);
      setVersion(stale.version);
      setStale(null);
    },
    /** Mine where I changed something since the form opened, theirs elsewhere, saved over their version. */
    keepMine: guard(async () => {
      if (!stale) return;
      const merged = mergeMine(base, stale.theirs, value);
      setValue(merged);
      setBase(stale.theirs);
      await save(merged, stale.version);
    }),
  };
}
