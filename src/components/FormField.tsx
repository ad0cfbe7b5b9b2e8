import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FormFieldProps {
  /** The id of the control inside; the label points at it. */
  id: string;
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, help text and error message for one field. The control inside should set
 * `id`, `isInvalid={Boolean(error)}` and `aria-describedby={describedBy(id, error, help)}`.
 */
export function FormField({ id, label, error, help, className = 'mb-3', children }: FormFieldProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      {help && !error && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </Form.Group>
  );
}

export function describedBy(id: string, error?: string, help?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (help) return `${id}-help`;
  return undefined;
}
