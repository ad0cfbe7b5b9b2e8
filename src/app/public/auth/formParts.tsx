import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { getFieldErrors, requestError } from '@/api/errors';
import { TextField } from './TextField';
import { hasErrors, MIN_PASSWORD_LENGTH, type Errors } from './validation';

/** The full-width submit button of an auth form; busy while its call runs. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = busy,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-100" disabled={disabled}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The links under an auth form (back to sign in, the other way round). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className="d-flex flex-wrap justify-content-between gap-2 mt-3 small">{children}</div>;
}

/**
 * The values of an auth form's fields, their client errors, and what each field shows: the
 * client's error first, else the server's `fieldErrors` of the last call.
 */
export function useAuthFields<F extends string>(idPrefix: string, initial: Record<F, string>, serverError: unknown) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const server = getFieldErrors(requestError(serverError));
  /** The bound props of a field's TextField: id, value, onChange and the error shown. */
  const field = (name: F) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name] ?? server[name],
  });
  /** Shows the client's errors; true when there are none and the form may be sent. */
  const passes = (found: Errors<F>): boolean => {
    setErrors(found);
    return !hasErrors(found);
  };
  return { values, field, passes };
}

/** A new password with its length rule as help. */
export function NewPasswordField({
  label,
  ...props
}: {
  label: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField {...props} label={label} type="password" autoComplete="new-password" help={t`At least ${MIN_PASSWORD_LENGTH} characters.`} />
  );
}
