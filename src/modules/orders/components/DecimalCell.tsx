import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { decimalText, parseDecimal, type DecimalRules } from '@/lib/decimal';

interface Props extends DecimalRules {
  id: string;
  /** The accessible name (a table cell has no visible label). */
  label: string;
  value: number;
  /** The parsed number; NaN while the text is not a number (the schema then refuses to save). */
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * A number in a table cell, typed by a person: comma or point (`2,5` is 2.5), refused with a
 * message at the cell otherwise (never a native number input: Chromium drops a typed comma).
 */
export function DecimalCell({ id, label, value, onChange, error, disabled, ...rules }: Props) {
  const [text, setText] = useState(() => decimalText(value));
  const [own, setOwn] = useState<string>();
  const shown = own ?? error;
  return (
    <>
      <Form.Control
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        size="sm"
        style={{ minWidth: '6rem' }}
        value={text}
        disabled={disabled}
        isInvalid={Boolean(shown)}
        aria-label={label}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseDecimal(e.target.value, { ...rules, required: true });
          setOwn(parsed.ok ? undefined : parsed.message);
          onChange(parsed.ok && parsed.value !== null ? parsed.value : Number.NaN);
        }}
      />
      {shown && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {shown}
        </div>
      )}
    </>
  );
}
