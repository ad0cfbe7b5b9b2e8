import Form from 'react-bootstrap/Form';
import { describedBy } from '@/components/FormField';
import { optionsOf, SelectOptions } from '@/components/SelectOptions';

/** The availability editor's small controls: a time or date input and a choice, each labelled, with its error. */
export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
}

interface ControlProps<V> {
  id: string;
  label: string;
  className: string;
  value: V;
  disabled?: boolean;
  onChange: (value: V) => void;
}

/** A small labelled time (HH:mm) or date input with its error. */
export function SmallInput({
  id,
  label,
  className,
  value,
  disabled,
  onChange,
  error,
  type,
}: ControlProps<string> & { error?: string; type: 'time' | 'date' }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        type={type}
        size="sm"
        value={value}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy(id, error)}
        onChange={(e) => onChange(e.target.value)}
      />
      <ErrorText id={id} error={error} />
    </Form.Group>
  );
}

/** A small labelled choice among fixed values. */
export function SmallSelect<V extends string>({
  id,
  label,
  className,
  value,
  disabled,
  onChange,
  options,
  labels,
}: ControlProps<V> & { options: readonly V[]; labels: Record<V, string> }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Select
        size="sm"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const next = options.find((o) => o === e.target.value);
          if (next) onChange(next);
        }}
      >
        <SelectOptions options={optionsOf(options, (k) => labels[k])} />
      </Form.Select>
    </Form.Group>
  );
}
