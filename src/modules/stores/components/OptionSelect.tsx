import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField } from '@/components/FormField';

interface OptionSelectProps {
  id: string;
  label: string;
  error?: string;
  options: readonly (string | { value: string | number; label: string })[];
  registration: UseFormRegisterReturn;
}

/** A labelled select of a react-hook-form field (time zone, currency, week start). */
export function OptionSelect({ id, label, error, options, registration }: OptionSelectProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Form.Select isInvalid={Boolean(error)} aria-describedby={describedBy(id, error)} {...registration}>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Form.Select>
    </FormField>
  );
}
