import { createContext, useContext } from 'react';

/** The prefix of the bound fields' ids inside a form (`EntityForm`'s `idPrefix`). */
export const FieldIdPrefix = createContext('field');

/** The id of a bound field: `<prefix>-<name with dots as dashes>`. */
export function useFieldId(name: string): string {
  return `${useContext(FieldIdPrefix)}-${name.replace(/\./g, '-')}`;
}
