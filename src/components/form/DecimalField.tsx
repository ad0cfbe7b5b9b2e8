import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Trans } from '@lingui/react/macro';
import { decimalText, parseDecimal, plainDecimal, type DecimalRules } from '@/lib/decimal';
import { describedBy, FormField } from '@/components/FormField';

interface DecimalFieldProps extends DecimalRules {
  id: string;
  label: string;
  value: number | null;
  /**
   * Called on every keystroke with the parsed number, null when empty, or NaN while the text is
   * not a valid number (so the form's schema, where `z.number()` refuses NaN, blocks saving).
   */
  onChange: (value: number | null) => void;
  /** An error from the form or the server, shown when the typed text itself is fine. */
  error?: string;
  help?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Whether a value from outside (a loaded record) can be shown as text this field accepts: a
 * server figure such as 1e21 above the field's bounds cannot.
 */
function representable(value: number, rules: DecimalRules): boolean {
  return Number.isFinite(value) && parseDecimal(decimalText(value), rules).ok;
}

/**
 * A number typed by a person (never a native number input: Chromium drops a typed comma).
 * A text input with the decimal keyboard; `2,5` is 2.5; anything else is refused at the field
 * with a message, and the form receives NaN until it is fixed.
 */
export function DecimalField({ id, label, value, onChange, error, help, disabled, className, ...rules }: DecimalFieldProps) {
  const [text, setText] = useState(() => decimalText(value));
  const [own, setOwn] = useState<string>();
  // A value set from outside (a reset, a loaded record) replaces the text.
  const [seen, setSeen] = useState(value);
  if (seen !== value && !(Number.isNaN(seen) && Number.isNaN(value))) {
    setSeen(value);
    const parsed = parseDecimal(text, rules);
    if (!parsed.ok || parsed.value !== value) setText(decimalText(value));
  }
  const shown = own ?? error;
  // A figure the field cannot take is shown as the server sent it, read-only, with a note, until
  // the person chooses to type another (issue #29: never a value the app's own parser refuses).
  const [replacing, setReplacing] = useState(false);
  const foreign = !replacing && value !== null && !Number.isNaN(value) && !representable(value, rules);
  if (foreign) {
    const noteId = `${id}-as-sent`;
    return (
      <FormField id={id} label={label} help={help} className={className}>
        <Form.Control type="text" value={Number.isFinite(value) ? plainDecimal(value) : String(value)} readOnly aria-describedby={noteId} />
        <div id={noteId} className="form-text">
          <Trans>Shown as the server sent it: this field cannot take this figure.</Trans>{' '}
          {!disabled && (
            <Button
              variant="link"
              size="sm"
              className="p-0 align-baseline"
              onClick={() => {
                setReplacing(true);
                setText('');
              }}
            >
              <Trans>Enter another value</Trans>
            </Button>
          )}
        </div>
      </FormField>
    );
  }
  return (
    <FormField id={id} label={label} error={shown} help={help} className={className}>
      <Form.Control
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        disabled={disabled}
        isInvalid={Boolean(shown)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, shown, help)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = parseDecimal(next, rules);
          setOwn(parsed.ok ? undefined : parsed.message);
          const parsedValue = parsed.ok ? parsed.value : Number.NaN;
          setSeen(parsedValue);
          onChange(parsedValue);
        }}
      />
    </FormField>
  );
}
