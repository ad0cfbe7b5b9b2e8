import type { z } from 'zod/mini';

/** A schema's issues as the answer's `fieldErrors` (`{'address.country': 'Enter …'}`): the first issue of a field wins, `_` for the body. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { path, message } of issues) byField[path.length ? path.map(String).join('.') : '_'] ??= message;
  return byField;
}

/** The field errors of a value against a schema (empty when it passes). */
export const schemaErrors = (schema: z.ZodMiniType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
};
