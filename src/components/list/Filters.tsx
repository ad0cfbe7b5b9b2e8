import { createContext, useContext, useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Trans } from '@lingui/react/macro';
import { optionsOf, SelectOptions, type SelectOption } from '../SelectOptions';

/** The grid classes a filter bar gives its fields (`FilterBar columns`). */
const BarColumns = createContext<string | undefined>(undefined);

/**
 * The row of filters above a list; `role="search"` when it holds a search box. `columns`: the
 * grid classes of every field that names none of its own (a bar of equal fields).
 */
export function FilterBar({
  label,
  search = false,
  columns,
  children,
}: {
  label: string;
  search?: boolean;
  columns?: string;
  children: ReactNode;
}) {
  return (
    <Form
      className="row g-2 mb-3 align-items-end"
      role={search ? 'search' : undefined}
      aria-label={label}
      onSubmit={(e) => e.preventDefault()}
    >
      <BarColumns value={columns}>{children}</BarColumns>
    </Form>
  );
}

interface FieldProps {
  /** The control's id; generated when not given (it only ties the label to the control). */
  id?: string;
  label: string;
  /** Grid classes of the field's column: its own, else the bar's `columns`, else the field's default. */
  className?: string;
}

/** A field's id and column classes (see `FieldProps`). */
function useField({ id, className }: Pick<FieldProps, 'id' | 'className'>, fallback: string) {
  const generated = useId();
  const bar = useContext(BarColumns);
  return { id: id ?? generated, className: className ?? bar ?? fallback };
}

export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
  ...field
}: FieldProps & {
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { id, className } = useField(field, 'col-md-6 col-xl-4');
  return (
    <div className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A filter's choice: the one select option of the app (src/components/SelectOptions.tsx). */
export type FilterOption = SelectOption;

/** Plain texts as options (value = label). */
export const textOptions = (values: readonly string[]): FilterOption[] => optionsOf(values);

export function SelectFilter({
  label,
  value,
  onChange,
  anyLabel,
  options,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  /** The first option, for "no filter" (value ''); omitted when the filter always has a value. */
  anyLabel?: string;
  options: readonly FilterOption[];
}) {
  const { id, className } = useField(field, 'col-sm-6 col-lg-3');
  return (
    <div className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions empty={anyLabel} options={options} />
      </Form.Select>
    </div>
  );
}

export function DateFilter({
  label,
  value,
  onChange,
  min,
  max,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const { id, className } = useField(field, 'col-sm-6 col-lg-2');
  return (
    <div className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A yes/no filter kept as '1' / '' in the URL. */
export function CheckFilter({
  id: ownId,
  label,
  value,
  onChange,
  type = 'checkbox',
}: Omit<FieldProps, 'className'> & {
  value: string;
  onChange: (value: string) => void;
  type?: 'checkbox' | 'switch';
}) {
  const { id } = useField({ id: ownId }, '');
  return <Form.Check type={type} id={id} label={label} checked={value === '1'} onChange={(e) => onChange(e.target.checked ? '1' : '')} />;
}

/** "Clear filters"; with `column` (grid classes) it stands in a column of its own in the bar. */
export function ClearFilters({
  disabled,
  onClear,
  className = 'w-100',
  column,
}: {
  disabled: boolean;
  onClear: () => void;
  className?: string;
  column?: string;
}) {
  const button = (
    <Button variant="outline-secondary" className={className} disabled={disabled} onClick={onClear}>
      <Trans>Clear filters</Trans>
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
