import type { InputHTMLAttributes, ReactNode, RefCallback } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FormField } from '../FormField';

/**
 * The form kit's light core: one labelled text input with its help and its message, bound to no
 * form library. The kit's `TextInput` is this control bound to react-hook-form; the sign-in form,
 * on the first screen, uses it as it is with its own state and keeps react-hook-form (and the
 * schema resolver) out of the first screen's bundle.
 */
export interface TextControlProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size' | 'type' | 'value'> {
  id: string;
  value?: string;
  label: string;
  help?: ReactNode;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'password' | 'url';
  /** Multi-line text with this many rows. */
  rows?: number;
  /** The form library's binding (react-hook-form's `register`). */
  ref?: RefCallback<HTMLInputElement | HTMLTextAreaElement>;
}

/** Its label, help and message linked by `aria-describedby`; `aria-invalid` when wrong. */
export function TextControl({ id, label, help, error, className, type = 'text', rows, ...attributes }: TextControlProps) {
  return (
    <FormField id={id} label={label} error={error} help={help} className={className}>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : { type })}
        // The input's own attributes (value and onChange or the form's binding, placeholder, list, …).
        {...attributes}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
      />
    </FormField>
  );
}
