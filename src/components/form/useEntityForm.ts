import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { getErrorMessage, getFieldErrors, requestError } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { useAppSelector } from '@/lib/storeHooks';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useFormDraft, type FormDraft } from '@/session/useFormDraft';
import { conflictCurrent, keepMine as mergeMine, type Conflict, type ConflictOptions } from './conflict';
import { entityResolver, renameFields } from './formErrors';

/** What a successful save says: a toast, the values to keep as saved, where to go. */
export interface SaveOutcome<V> {
  message?: string;
  /** The saved values (the server's answer as form values); the form is clean afterwards. */
  values?: V;
  /** Leave the form to this path once it is clean. */
  leaveTo?: string;
  /** The saved record's version (`saved.version`): the next save sends it. */
  version?: number;
}

/** What a save gets besides the values. */
interface SaveContext {
  /** The store the form was opened for (null when not store-bound). */
  storeId: string | null;
  /** The version to send with an update (`conflict`); undefined: send none, the last write wins. */
  version?: number;
}

export interface EntityFormOptions<V extends FieldValues> {
  /** The values the form opens with (a record mapped to its input, or an empty one). */
  defaultValues: V;
  /** The body schema (zod/mini) whose messages are shown at the fields. */
  schema?: z.ZodMiniType;
  /** Rules beyond the schema (across records, e.g. a duplicate name): field → message. */
  validate?: (values: V) => Record<string, string>;
  /** Trims and shapes what is sent; validation runs on the normalized values. */
  normalize?: (values: V) => V;
  /** Sends the values (throw, e.g. `.unwrap()`, on failure). `storeId` is the store the form was opened for. */
  save: (values: V, context: SaveContext) => Promise<SaveOutcome<V> | void>;
  /** The action's failure message (docs/rules/api.md#failure-messages) (e.g. SUPPLIER_MESSAGES.save). */
  failureMessage: string;
  /**
   * Where the form goes when it is left without saving (cancel, a store switch). A form with
   * `storeBound` belongs to the store that was current when it opened (docs/rules/api.md#a-form-belongs-to-the-store-it-was-opened-in).
   */
  listPath: string;
  storeBound?: boolean;
  /** Server field errors outside this list are not put at fields (they stay in the message). */
  fields?: readonly string[];
  /** Where a server field error is shown when the server names fields otherwise (`clockIn` → `start`). */
  fieldOf?: (serverField: string) => string | undefined;
  /** When a field is first checked: on submit (default) or when it is left (`onTouched`, e.g. an IBAN). */
  mode?: 'onSubmit' | 'onTouched';
  /**
   * The form's name among several on one page (a panel or dialog: `shift-42`, `generate`): its
   * values kept at a session expiry are offered back in that form only. None: the page's one form.
   */
  draftKey?: string;
  /**
   * No lost update (issue #29, `./conflict.ts`): the record's version and how to read the
   * server's current record from a 409. The form then keeps the typed values and offers the
   * comparison with "Reload theirs" / "Keep mine".
   */
  conflict?: ConflictOptions<V>;
}

export interface EntityForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The form's onSubmit: validates, sends once, keeps the input on failure. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** Another action of the form (delete, a status move): one at a time, failure shown as the form's error. */
  runAction: (action: () => Promise<SaveOutcome<V> | void>, failureMessage?: string | null) => () => void;
  serverError: string | null;
  busy: boolean;
  /** The store the form belongs to, or null for a form that is not store-bound. */
  storeId: string | null;
  /** The typed values kept when a session expired before saving (docs/rules/api.md#session-expired). */
  draft: FormDraft<V> | null;
  restoreDraft: (values: V) => void;
  leave: (to: string) => void;
  /** A stale save the server refused (409 with its current record), until reloaded or saved over. */
  conflict: Conflict<V> | null;
  /** The comparison's labels, display and normalizing; `base`: the values the typed ones build on (normalized). */
  conflictView: Pick<ConflictOptions<V>, 'labels' | 'format'> & { normalize?: (values: V) => V; base: V };
  /** Their version into the form (the typed changes are dropped). */
  reloadTheirs: () => void;
  /** Mine over their version (three-way, issue #41): only the fields I changed overwrite theirs. */
  keepMine: () => void;
}

/**
 * The one way a form of StoreOps works (src/components/form/README.md): the schema's messages at
 * the fields, the server's `fieldErrors` too; the input stays when a save fails; one send at a
 * time; asks before leaving unsaved changes; leaves after saving once the form is clean; belongs
 * to the store it was opened in and never saves into another.
 */
export function useEntityForm<V extends FieldValues>(options: EntityFormOptions<V>): EntityForm<V> {
  const navigate = useNavigate();
  const currentStoreId = useAppSelector(selectCurrentStoreId);
  const [openedFor] = useState(() => (options.storeBound ? currentStoreId : null));
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const [resolver] = useState(() => {
    // The options of the latest render (e.g. the loaded list a duplicate-name rule reads).
    const latest: Resolver<V> = (values, context, resolverOptions) => {
      const { schema, validate, normalize } = optionsRef.current;
      return entityResolver<V>({ schema, validate, normalize })(values, context, resolverOptions);
    };
    return latest;
  });
  const form = useForm<V>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver,
    mode: options.mode ?? 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { reset, getValues, setError, handleSubmit } = form;
  const { isDirty, isSubmitting } = form.formState;
  const guard = useSubmitGuard();
  const [serverError, setServerError] = useState<string | null>(null);
  const [acting, setActing] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const storeChanged = options.storeBound === true && openedFor !== currentStoreId;
  // The version the typed values build on: the record's at opening, then each save's answer.
  const [version, setVersion] = useState(options.conflict?.version);
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);
  // The values the typed ones build on (the record as opened, then as saved or reloaded): "Keep
  // mine" takes theirs wherever the typed value is still this one (`mergeMine`).
  const [base, setBase] = useState<V>(options.defaultValues);
  const { listPath } = options;

  const draft = useFormDraft(options.defaultValues, options.draftKey);
  useUnsavedChangesGuard(isDirty && leaveTo === null && !storeChanged, undefined, getValues, options.draftKey);

  // Leave only once the form is clean, so the guard does not ask about changes just saved.
  useEffect(() => {
    if (leaveTo && !isDirty) void navigate(leaveTo, { replace: true });
  }, [leaveTo, isDirty, navigate]);
  // The store was switched (the switch asked first when there were changes): the form leaves.
  useEffect(() => {
    if (storeChanged) void navigate(listPath, { replace: true });
  }, [storeChanged, navigate, listPath]);

  const finish = useCallback(
    (outcome: SaveOutcome<V> | void, sent?: V) => {
      if (!outcome) return;
      if (outcome.values) setBase(outcome.values);
      else if (sent) setBase(sent);
      if (outcome.version !== undefined) setVersion(outcome.version);
      if (outcome.message) notify.success(outcome.message);
      if (outcome.values) reset(outcome.values);
      else if (outcome.leaveTo) reset(getValues());
      if (outcome.leaveTo) setLeaveTo(outcome.leaveTo);
    },
    [reset, getValues],
  );

  /** A 409 with their record: the comparison decides (true), said in the form's, the module's, the server's or generic words. */
  const showConflict = (error: unknown): boolean => {
    const current = conflictCurrent(error);
    const theirs = current === undefined ? undefined : options.conflict?.read(current);
    if (!theirs) return false;
    const message = theirs.message ?? options.conflict?.stale ?? getErrorMessage(requestError(error), MESSAGES.conflict.stale);
    setConflict({ message, theirs: theirs.values, version: theirs.version });
    return true;
  };

  // `base`: the version the typed values build on (theirs after "Keep mine").
  const send = (base: number | undefined) => async (values: V) => {
    setServerError(null);
    setConflict(null);
    if (storeChanged) return;
    try {
      const outcome = await options.save(values, { storeId: openedFor, version: base });
      if (base !== version) setVersion(base);
      finish(outcome, values);
    } catch (error) {
      if (showConflict(error)) return;
      // The typed values stay; the server's field errors appear at their fields.
      setServerError(getErrorMessage(requestError(error), options.failureMessage));
      const found = getFieldErrors(requestError(error));
      for (const [field, message] of Object.entries(options.fieldOf ? renameFields(found, options.fieldOf) : found)) {
        if (!options.fields || options.fields.includes(field)) setError(field as Path<V>, { type: 'server', message });
      }
    }
  };

  // `failureMessage`: the action's own message; null for none beyond the server's (no spec text).
  const runAction = (action: () => Promise<SaveOutcome<V> | void>, failureMessage?: string | null) =>
    guard(async () => {
      setServerError(null);
      setConflict(null);
      setActing(true);
      try {
        finish(await action());
      } catch (error) {
        // A stale action (a product deactivated on a version replaced since): the comparison, not a failure.
        if (showConflict(error)) return;
        const fallback = failureMessage === undefined ? options.failureMessage : (failureMessage ?? undefined);
        setServerError(getErrorMessage(requestError(error), fallback));
      } finally {
        setActing(false);
      }
    });

  return {
    form,
    onSubmit: guard(handleSubmit(send(version))),
    runAction,
    serverError,
    busy: isSubmitting || acting,
    storeId: openedFor,
    draft,
    restoreDraft: (values: V) => reset(values, { keepDefaultValues: true }),
    leave: (to: string) => {
      reset(getValues());
      setLeaveTo(to);
    },
    conflict,
    conflictView: {
      labels: options.conflict?.labels,
      format: options.conflict?.format,
      normalize: options.normalize,
      base: options.normalize ? options.normalize(base) : base,
    },
    reloadTheirs: () => {
      if (!conflict) return;
      setVersion(conflict.version);
      setBase(conflict.theirs);
      setConflict(null);
      reset(conflict.theirs);
    },
    keepMine: guard(async () => {
      if (!conflict) return;
      // Their values where mine is unchanged; from now on the typed values build on theirs.
      const merged = mergeMine(base, conflict.theirs, getValues(), options.normalize);
      setBase(conflict.theirs);
      reset(merged, { keepDefaultValues: true });
      await handleSubmit(send(conflict.version))();
    }),
  };
}
