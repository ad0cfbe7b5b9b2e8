/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Values as choices, each labelled by `labelOf` (the value itself unless told). */
export function optionsOf<T extends string>(values: readonly T[], labelOf: (value: T) => string = (v) => v): SelectOption[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

/** The `<option>`s of a select, after an optional first `empty` choice (value ''). */
export function SelectOptions({ empty, options }: { empty?: string; options: readonly SelectOption[] }) {
  return [
    empty !== undefined && (
      <option key="" value="">
        {empty}
      </option>
    ),
    ...options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    )),
  ];
}
