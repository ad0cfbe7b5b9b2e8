import type { z } from 'zod/mini';

/**
 * Field errors (`{'address.country': 'Enter …'}`) of a value against a schema: empty when valid.
 * The one bridge from a schema's issues to what forms and the mock's `assertValid` show, so a
 * rule is written once, in the schema. The first issue of a field wins.
 */
export function fieldErrorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * `when` of a rule across fields (`z.refine(fn, { path, when: whenValid('net', 'gross') })`): the
 * rule runs once the fields it reads are valid, even while other fields still have errors, so a
 * form shows every problem at once.
 */
export function whenValid(...fields: string[]) {
  return ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    !issues.some((issue) => fields.includes(String(issue.path?.[0])));
}
