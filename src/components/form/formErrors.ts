import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/** What the resolver checks: the body schema, the rules beyond it, on the normalized values (`EntityFormOptions`). */
interface ResolverOptions<V> {
  schema?: z.ZodMiniType;
  validate?: (values: V) => Record<string, string>;
  normalize?: (values: V) => V;
}

/** The form kit's field-error plumbing: the schema's and the server's messages at the fields. */

/** Field errors under the form's names (the first message per field wins); unplaced ones are dropped. */
export function renameFields(errors: Record<string, string>, fieldOf: (name: string) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    const to = fieldOf(name);
    if (to !== undefined) out[to] ??= message;
  }
  return out;
}

/**
 * A resolver from the schema and the extra rules, run on the normalized values. The schema goes
 * through react-hook-form's own Standard Schema resolver (zod/mini schemas are Standard Schemas);
 * a field's schema message wins over a rule's. What the form submits are the normalized values
 * (not the schema's output), as the save functions expect.
 */
export function entityResolver<V extends FieldValues>(options: ResolverOptions<V>): Resolver<V> {
  const bySchema = options.schema ? standardSchemaResolver(options.schema as StandardSchemaV1<V>, undefined, { raw: true }) : null;
  return async (values, context, resolverOptions) => {
    const normalized = options.normalize ? options.normalize(values) : values;
    const checked = bySchema ? await bySchema(normalized, context, resolverOptions) : { values: normalized, errors: {} };
    const errors: Record<string, unknown> = { ...checked.errors };
    for (const [path, message] of Object.entries(options.validate?.(normalized) ?? {})) {
      if (get(errors, path) === undefined) set(errors, path, { type: 'validate', message });
    }
    // An issue of the schema without a field (none of the forms' schemas has one) still refuses the save.
    const refusedWithoutField = bySchema !== null && Object.keys(checked.values).length === 0 && Object.keys(normalized).length > 0;
    if (refusedWithoutField && Object.keys(errors).length === 0) errors.root = { type: 'schema', message: '' };
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<V> } : { values: normalized, errors: {} };
  };
}
