import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';

/** The row of filters above a list; `role="search"` when it holds a search box. */
export function FilterBar({ label, search = false, children }: { label: string; search?: boolean; children: ReactNode }) {
  return (
    <Form className="row g-2 mb-3 align-items-end" role={search ? 'search' : undefined} aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </Form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  /** Grid classes of the field's column. */
  className?: string;
}

export function SearchFilter({ id, label, className = 'col-md-6 col-xl-4', placeholder, value, onChange }: FieldProps & {
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** Plain texts as options (value = label). */
export const textOptions = (values: readonly string[]): FilterOption[] => values.map((v) => ({ value: v, label: v }));

/**
 * A select's options, after a first choice of value '' when `empty` names one ("All statuses",
 * "Choose a supplier"). For any `<select>`, filter or form field.
 */
export function SelectOptions({ empty, options }: { empty?: string; options: readonly FilterOption[] }) {
  return [
    empty !== undefined && <option key="" value="">{empty}</option>,
    ...options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>),
  ];
}

export function SelectFilter({ id, label, className = 'col-sm-6 col-lg-3', value, onChange, anyLabel, options }: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  /** The first option, for "no filter" (value ''); omitted when the filter always has a value. */
  anyLabel?: string;
  options: readonly FilterOption[];
}) {
  return (
    <div className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions empty={anyLabel} options={options} />
      </Form.Select>
    </div>
  );
}

export function DateFilter({ id, label, className = 'col-sm-6 col-lg-2', value, onChange, min, max }: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  return (
    <div className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control id={id} type="date" value={value} min={min || undefined} max={max || undefined} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A yes/no filter kept as '1' / '' in the URL. */
export function CheckFilter({ id, label, value, onChange, type = 'checkbox' }: Omit<FieldProps, 'className'> & {
  value: string;
  onChange: (value: string) => void;
  type?: 'checkbox' | 'switch';
}) {
  return <Form.Check type={type} id={id} label={label} checked={value === '1'} onChange={(e) => onChange(e.target.checked ? '1' : '')} />;
}

/** "Clear filters"; with `column` (grid classes) it stands in a column of its own in the bar. */
export function ClearFilters({ disabled, onClear, className = 'w-100', column }: { disabled: boolean; onClear: () => void; className?: string; column?: string }) {
  const button = (
    <Button variant="outline-secondary" className={className} disabled={disabled} onClick={onClear}>
      Clear filters
    </Button>
  );
  return column ? <div className={column}>{button}</div> : button;
}

/** The end of a filter bar: how many rows the list shows, with a spinner while it refreshes. */
export function FilterCount({ className, busy, children }: { className: string; busy: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <span className="text-body-secondary small" aria-live="polite">
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {children}
      </span>
    </div>
  );
}
