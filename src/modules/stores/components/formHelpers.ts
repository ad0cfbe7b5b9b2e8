import { useCallback, useRef } from 'react';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { fieldErrorsOf } from '@/lib/schemaErrors';

/** The message of a (nested) field error: `fieldError(errors, 'rules.maxShiftHours')`. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const node: unknown = get(errors, path);
  if (typeof node !== 'object' || node === null || !('message' in node)) return undefined;
  return typeof node.message === 'string' ? node.message : undefined;
}

/**
 * A submit handler that runs once at a time: the ref is set before the first await, so a
 * double click (or Enter pressed twice) cannot send the form twice.
 */
export function useSubmitOnce<A extends unknown[]>(save: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  const busy = useRef(false);
  return useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      try {
        await save(...args);
      } finally {
        busy.current = false;
      }
    },
    [save],
  );
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function weekdayName(day: number): string {
  return WEEKDAY_NAMES[day] ?? `Day ${day}`;
}

/** The weekdays in the store's order (week starting on `weekStartsOn`). */
export function weekOrder(weekStartsOn: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].map((i) => (weekStartsOn + i) % 7);
}

/**
 * A react-hook-form resolver over an input schema (the mock checks with the same schema):
 * the values are normalised first (trimmed, IBAN without spaces…), and those are what is sent.
 * Errors keep their paths (`staffingRequirements.3.start`), so they show at their fields.
 */
export function schemaResolver<T extends FieldValues>(schema: z.ZodMiniType, normalize: (values: T) => T = (v) => v): Resolver<T> {
  return (values) => {
    const normalized = normalize(values);
    const flat = fieldErrorsOf(schema, normalized);
    if (Object.keys(flat).length === 0) return { values: normalized, errors: {} };
    const errors: FieldErrors<T> = {};
    for (const [path, message] of Object.entries(flat)) set(errors, path, { type: 'validate', message });
    return { values: {}, errors };
  };
}
