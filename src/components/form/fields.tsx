import Form from 'react-bootstrap/Form';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import { currentFormat, formatWeekday } from '@/lib/format';
import type { DecimalRules } from '@/lib/decimal';
import { describedBy, FormField } from '../FormField';
import { weekOrder } from '@/lib/storeTime';
import { SelectOptions } from '../SelectOptions';
import { DecimalField } from './DecimalField';
import { useFieldId } from './fieldId';
import { groupClass, useBoundField, type FieldProps } from './TextInput';

export { DateInput, TextInput, TimeInput, useFieldError } from './TextInput';

interface NumberInputProps extends FieldProps, DecimalRules {}

/**
 * A number typed by a person: comma or point (`2,5` is 2.5), refused with a message at the field
 * when it is not a number or out of the field's bounds. The form holds a number, null when
 * empty, or NaN while the text is wrong (the schema refuses it, so nothing is sent).
 */
export function NumberInput({ name, label, help, className, col, disabled, ...rules }: NumberInputProps) {
  const { control, id, error } = useBoundField(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DecimalField
          id={id}
          label={label}
          help={typeof help === 'string' ? help : undefined}
          className={groupClass(col, className)}
          disabled={disabled}
          error={error}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={field.onChange}
          {...rules}
        />
      )}
    />
  );
}

/** An amount of money: two decimals at most, not negative unless `min` says so. */
export function MoneyInput({ min = 0, max = 1_000_000, decimals = 2, ...props }: NumberInputProps) {
  return <NumberInput {...props} min={min} max={max} decimals={decimals} />;
}

interface SelectInputProps extends FieldProps {
  options: readonly { value: string; label: string }[];
  /** A first, empty choice (e.g. "Choose a supplier"). */
  placeholder?: string;
}

export function SelectInput({ name, label, help, className, col, disabled, options, placeholder }: SelectInputProps) {
  const { control, id, error } = useBoundField(name);
  return (
    <FormField id={id} label={label} error={error} help={help} className={groupClass(col, className)}>
      {/* Controlled: options that arrive after the form's value (a loaded list) still show it. */}
      <Controller
        control={control}
        name={name}
        render={({ field: { ref, value, ...rest } }) => (
          <Form.Select
            ref={ref}
            value={typeof value === 'string' ? value : ''}
            disabled={disabled}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, help)}
            {...rest}
          >
            <SelectOptions empty={placeholder} options={options} />
          </Form.Select>
        )}
      />
    </FormField>
  );
}

/** Weekdays as a group of checkboxes, from the first day of the person's week; the value is a sorted list of day numbers (Sunday = 0). */
export function WeekdayPicker({ name, label, className = 'mb-3', disabled }: FieldProps) {
  const { control, id, error } = useBoundField(name);
  // Subscribed to the language: the day names and the week's first day follow a switch.
  useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const days: number[] = Array.isArray(field.value) ? field.value.filter((d): d is number => typeof d === 'number') : [];
        return (
          <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="form-label fs-6 mb-2">{label}</legend>
            <div className="d-flex flex-wrap gap-3">
              {weekOrder(currentFormat().firstDayOfWeek).map((day) => (
                <Form.Check
                  key={day}
                  id={`${id}-${day}`}
                  type="checkbox"
                  label={formatWeekday(day)}
                  checked={days.includes(day)}
                  disabled={disabled}
                  isInvalid={Boolean(error)}
                  onBlur={field.onBlur}
                  onChange={(e) =>
                    field.onChange((e.target.checked ? [...days, day] : days.filter((d) => d !== day)).sort((a, b) => a - b))
                  }
                />
              ))}
            </div>
            {error && (
              <div id={`${id}-error`} className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/** A yes/no switch. */
export function CheckInput({ name, label, className = 'mb-3', disabled }: Omit<FieldProps, 'help'>) {
  const { register } = useFormContext<FieldValues>();
  const id = useFieldId(name);
  return <Form.Check type="switch" id={id} className={className} label={label} disabled={disabled} {...register(name)} />;
}
