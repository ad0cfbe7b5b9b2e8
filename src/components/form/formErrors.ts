import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { fieldErrorsOf } from '@/lib/schemaErrors';

/** What the resolver checks: the body schema, the rules beyond it, on the normalized values (`EntityFormOptions`). */
interface ResolverOptions<V> {
  schema?: z.ZodMiniType;
  validate?: (values: V) => Record<string, string>;
  normalize?: (values: V) => V;
}

/** The form kit's field-error plumbing: the schema's and the server's messages at the fields. */

/** `{ 'address.city': 'msg' }` → react-hook-form's nested errors. */
export function toFormErrors<V extends FieldValues>(flat: Record<string, string>): FieldErrors<V> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = typeof next === 'object' && next !== null ? next : {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] ?? path] = { type: 'validate', message };
  }
  return out as FieldErrors<V>;
}

/** Field errors under the form's names (the first message per field wins); unplaced ones are dropped. */
export function renameFields(errors: Record<string, string>, fieldOf: (name: string) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    const to = fieldOf(name);
    if (to !== undefined) out[to] ??= message;
  }
  return out;
}

/** A resolver from the schema and the extra rules, run on the normalized values. */
export function entityResolver<V extends FieldValues>(options: ResolverOptions<V>): Resolver<V> {
  return (values) => {
    const normalized = options.normalize ? options.normalize(values) : values;
    const errors = {
      ...(options.validate?.(normalized) ?? {}),
      ...(options.schema ? fieldErrorsOf(options.schema, normalized) : {}),
    };
    return Object.keys(errors).length ? { values: {}, errors: toFormErrors<V>(errors) } : { values: normalized, errors: {} };
  };
}
