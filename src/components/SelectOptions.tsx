/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Values as choices, each labelled by `labelOf` (the value itself unless told). */
export function optionsOf<T extends string>(values: readonly T[], labelOf: (value: T) => string = (v) => v): SelectOption[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

/** The `<option>`s of a select. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
