import type { InputHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy } from '@/components/FormField';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/** One labelled input of the auth forms, with its help text and error. */
export function TextField({ id, label, value, onChange, error, help, type = 'text', autoComplete, inputMode }: TextFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy(id, error, help)}
      />
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
