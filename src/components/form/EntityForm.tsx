import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { DraftNotice } from '@/session/useFormDraft';
import { ConfirmDialog } from '../ConfirmDialog';
import { ConflictNotice } from './ConflictNotice';
import { FieldIdPrefix } from './fieldId';
import type { EntityForm as EntityFormState, SaveOutcome } from './useEntityForm';

interface EntityFormProps<V extends FieldValues> {
  entity: EntityFormState<V>;
  /** The form's accessible name (e.g. "Edit supplier"). */
  label: string;
  /** Prefix of the fields' ids (e.g. "supplier" → `supplier-name`). */
  idPrefix: string;
  children: ReactNode;
  /** Read-only: every control inside is disabled (a user without write permission). */
  readOnly?: boolean;
}

/**
 * The frame of a form built on `useEntityForm`: the bound fields inside find the form through
 * context; a kept draft is offered at the top and the save failure is shown above the fields.
 */
export function EntityForm<V extends FieldValues>({ entity, label, idPrefix, children, readOnly }: EntityFormProps<V>) {
  return (
    <FormProvider {...entity.form}>
      <FieldIdPrefix.Provider value={idPrefix}>
        <Form noValidate onSubmit={entity.onSubmit} aria-label={label}>
          {!readOnly && <DraftNotice draft={entity.draft} restore={entity.restoreDraft} />}
          {entity.serverError && (
            <Alert variant="danger" role="alert">
              {entity.serverError}
            </Alert>
          )}
          {!readOnly && entity.conflict && <ConflictNotice entity={entity} />}
          <fieldset disabled={readOnly} className="so-entity-fieldset">
            {children}
          </fieldset>
        </Form>
      </FieldIdPrefix.Provider>
    </FormProvider>
  );
}

/** A confirmed action at the far end of the form's actions (delete, deactivate): a button, then a dialog. */
export interface DangerAction<V extends FieldValues> {
  /** The button's label ("Delete supplier"). */
  label: string;
  /** The button's look; `danger` unless told. */
  variant?: 'danger' | 'outline-danger' | 'outline-secondary';
  /** The dialog: its title (the button's label unless told), text and confirm button. */
  title?: string;
  body: ReactNode;
  confirmLabel: string;
  confirmVariant?: 'danger' | 'primary';
  /** The action, run by the form's `runAction` (one at a time, its failure shown as the form's error). */
  run: () => Promise<SaveOutcome<V> | void>;
  /** The failure message (docs/rules/api.md#failure-messages); the form's own unless told, null for none beyond the server's. */
  failureMessage?: string | null;
}

interface FormActionsBase {
  submitLabel: string;
  cancelTo?: string;
  cancelLabel?: string;
  /** Other actions at the far end. */
  extra?: ReactNode;
}

type FormActionsProps<V extends FieldValues> = FormActionsBase &
  (
    | { busy: boolean; entity?: undefined; danger?: undefined }
    | { entity: EntityFormState<V>; busy?: boolean; danger?: DangerAction<V> | false | null }
  );

/**
 * Submit (disabled with a spinner while sending) and cancel; at the far end other actions, or
 * a `danger` action that asks first in a dialog and runs through the form (`entity`).
 */
export function FormActions<V extends FieldValues>({ submitLabel, cancelTo, cancelLabel, extra, ...props }: FormActionsProps<V>) {
  const busy = props.busy ?? props.entity?.busy ?? false;
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-between">
      <div className="d-flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {submitLabel}
        </Button>
        {cancelTo && (
          <Link to={cancelTo} className="btn btn-outline-secondary">
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Link>
        )}
      </div>
      {extra}
      {props.entity && props.danger && <Danger entity={props.entity} action={props.danger} busy={busy} />}
    </div>
  );
}

/** The danger button and its dialog; the dialog closes once the action has ended. */
function Danger<V extends FieldValues>({ entity, action, busy }: { entity: EntityFormState<V>; action: DangerAction<V>; busy: boolean }) {
  const [asking, setAsking] = useState(false);
  const confirm = entity.runAction(async () => {
    try {
      return await action.run();
    } finally {
      setAsking(false);
    }
  }, action.failureMessage);
  return (
    <>
      <Button variant={action.variant ?? 'danger'} onClick={() => setAsking(true)} disabled={busy}>
        {action.label}
      </Button>
      <ConfirmDialog
        show={asking}
        title={action.title ?? action.label}
        body={action.body}
        confirmLabel={action.confirmLabel}
        variant={action.confirmVariant}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
