import { createContext, useContext, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DraftNotice } from '@/session/useFormDraft';
import type { EntityForm as EntityFormState } from './useEntityForm';

const IdPrefix = createContext('field');

/** The id of a bound field: `<prefix>-<name with dots as dashes>`. */
export function useFieldId(name: string): string {
  return `${useContext(IdPrefix)}-${name.replace(/\./g, '-')}`;
}

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
      <IdPrefix.Provider value={idPrefix}>
        <Form noValidate onSubmit={entity.onSubmit} aria-label={label}>
          {!readOnly && <DraftNotice draft={entity.draft} restore={entity.restoreDraft} />}
          {entity.serverError && (
            <Alert variant="danger" role="alert">
              {entity.serverError}
            </Alert>
          )}
          <fieldset disabled={readOnly} className="so-entity-fieldset">
            {children}
          </fieldset>
        </Form>
      </IdPrefix.Provider>
    </FormProvider>
  );
}

interface FormActionsProps {
  busy: boolean;
  submitLabel: string;
  cancelTo?: string;
  cancelLabel?: string;
  /** Actions at the other end (e.g. delete). */
  extra?: ReactNode;
}

/** Submit (disabled with a spinner while sending) and cancel, with room for other actions. */
export function FormActions({ busy, submitLabel, cancelTo, cancelLabel = 'Cancel', extra }: FormActionsProps) {
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-between">
      <div className="d-flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {submitLabel}
        </Button>
        {cancelTo && (
          <Link to={cancelTo} className="btn btn-outline-secondary">
            {cancelLabel}
          </Link>
        )}
      </div>
      {extra}
    </div>
  );
}
