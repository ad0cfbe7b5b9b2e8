import type { InputHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FormField } from '@/components/FormField';

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
    <FormField id={id} label={label} error={error} help={help}>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy(id, error, help)}
      />
    </FormField>
  );
}
