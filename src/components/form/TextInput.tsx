import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useFieldId } from './fieldId';
import { TextControl } from './TextControl';

/**
 * The form kit's text fields (also email, password, date and time) and what every bound field
 * shares. Apart from fields.tsx so a form of text fields only (the sign-in form, on the first
 * screen) does not bring the number, select and weekday fields.
 */

export interface FieldProps {
  /** The value's path in the form (`address.city`). */
  name: string;
  label: string;
  help?: ReactNode;
  className?: string;
  /** Width in a Bootstrap row from md up (`col={6}` is half the row); the field keeps its bottom margin. */
  col?: number;
  disabled?: boolean;
}

/** The classes of a field's group: its column in the row, then its own. */
export function groupClass(col: number | undefined, className: string | undefined): string | undefined {
  if (col === undefined) return className;
  return `col-md-${col} ${className ?? 'mb-3'}`;
}

/** What every bound field needs: the form, its id and its message. */
export function useBoundField(name: string) {
  const { register, control } = useFormContext<FieldValues>();
  return { register, control, id: useFieldId(name), error: useFieldError(name) };
}

/** The message at a field: the schema's, or the server's `fieldErrors`. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<FieldValues>({ name });
  let node: unknown = errors;
  for (const part of name.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  const message = typeof node === 'object' && node !== null ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

interface TextInputProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'password' | 'url';
  placeholder?: string;
  autoComplete?: string;
  /** Multi-line text with this many rows. */
  rows?: number;
  /** The id of a datalist of suggestions. */
  list?: string;
  /** Off for codes (IBAN, tax id) the browser should not mark as misspelt. */
  spellCheck?: boolean;
  /** The most characters the field takes. */
  maxLength?: number;
  /** The earliest / latest date or time the browser's picker offers. */
  min?: string;
  max?: string;
  /** The keyboard a phone shows (`numeric` for a code). */
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A text field (also email, phone, date and time: the browser's own pickers, keyboard usable). */
export function TextInput({ name, label, help, className, col, autoComplete = 'off', ...attributes }: TextInputProps) {
  const { register, id, error } = useBoundField(name);
  return (
    <TextControl
      id={id}
      label={label}
      help={help}
      error={error}
      className={groupClass(col, className)}
      autoComplete={autoComplete}
      {...attributes}
      {...register(name)}
    />
  );
}

export function DateInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput {...props} type="date" />;
}

export function TimeInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput {...props} type="time" />;
}
