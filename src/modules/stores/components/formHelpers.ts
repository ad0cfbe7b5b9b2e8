import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { WEEKDAY_NAMES } from '@/components/form/fields';

/** The message of a (nested) field error: `fieldError(errors, 'rules.maxShiftHours')`. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const node: unknown = get(errors, path);
  if (typeof node !== 'object' || node === null || !('message' in node)) return undefined;
  return typeof node.message === 'string' ? node.message : undefined;
}

export function weekdayName(day: number): string {
  return WEEKDAY_NAMES[day] ?? `Day ${day}`;
}

/** The weekdays in the store's order (week starting on `weekStartsOn`). */
export function weekOrder(weekStartsOn: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].map((i) => (weekStartsOn + i) % 7);
}
