import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { id, text } from '@/lib/schemaParts';

/**
 * Permission record (docs/rules/stores.md#permission-records): who holds which permissions,
 * globally (`storeId: null`) or in one store. Answers are lenient: only the id is guaranteed (spec
 * 3: "handled as whole records with an id"); a record without `userId` renders as an unknown person.
 * `userName` and `grantedByName` are contract additions the list shows (the ids alone say
 * nothing to a person); a record without them shows the ids.
 */
export const PermissionRecordSchema = z.object({
  id: id(),
  userId: text(),
  userName: text(),
  storeId: z._default(z.nullable(z.string()), null),
  permissions: z._default(z.array(z.string()), []),
  grantedBy: text(),
  grantedByName: text(),
  /** ISO 8601 instant; not guaranteed (shown as "—"). */
  grantedAt: z.optional(z.string()),
  /** Raised by the server on every accepted grant, sent back with an update (issue #41). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
});

export const PermissionRecordListSchema = z.array(PermissionRecordSchema);

// Messages are functions: zod asks for them when it finds the issue, so they are in the language of that moment.
const choosePerson = () => t`Choose a person.`;

/**
 * The permissions of a grant, each once. The form and the mock use it. Which names exist is the
 * table's (src/lib/permissionTable.ts: the matrix offers no other) and the server's own list.
 */
const PermissionListSchema = z
  .array(z.string(), { error: () => t`Choose permissions from the list.` })
  .check(z.refine((list) => new Set(list).size === list.length, { error: () => t`Each permission may be listed once.` }));

/** Body of `POST v1/permissions`: a person, a scope and the permissions. */
export const PermissionInputSchema = z.object({
  userId: z.string({ error: choosePerson }).check(z.refine((v) => v.trim() !== '', { error: choosePerson })),
  storeId: z.nullable(z.string({ error: () => t`Choose global or a store.` })),
  permissions: PermissionListSchema,
});

/**
 * Body of `PUT v1/permissions/{id}`: person and scope stay, the permissions change; with the
 * version the record was read at (a stale one answers 409 with the current record; none: the
 * last write wins).
 */
export const PermissionUpdateSchema = z.object({ permissions: PermissionListSchema, version: z.optional(z.number()) });

export const PermissionQuerySchema = z.object({ userId: z.optional(z.string()) });
