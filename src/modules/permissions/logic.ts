import { t } from '@lingui/core/macro';
import { PERMISSION_ACTIONS, type Permission, type PermissionAction } from '@/config/permissions';
import type { PermissionTable } from '@/lib/permissionTable';
import { effectivePermissions } from '@/session/permissions';
import type { PermissionRecord } from './types';

/** The matrix's state: for each module key, the actions that are ticked. */
export type Matrix = Record<string, Partial<Record<PermissionAction, boolean>>>;

/** A permission list as the matrix shows it (keys not in the table are left out: see `unknownPermissions`). */
export function toMatrix(permissions: readonly string[], table: PermissionTable): Matrix {
  const held = new Set(permissions);
  const matrix: Matrix = {};
  for (const row of table.rows) {
    const cells: Partial<Record<PermissionAction, boolean>> = {};
    for (const action of PERMISSION_ACTIONS) {
      const id = row.actions[action];
      if (id) cells[action] = held.has(id);
    }
    matrix[row.key] = cells;
  }
  return matrix;
}

/** The ticked cells as a permission list, in the table's order, each id once. */
export function fromMatrix(matrix: Matrix, table: PermissionTable): Permission[] {
  const out: Permission[] = [];
  for (const row of table.rows) {
    for (const action of PERMISSION_ACTIONS) {
      const id = row.actions[action];
      if (id && matrix[row.key]?.[action] && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

/** Keys a record holds that the table does not know (the server refuses them on save). */
export function unknownPermissions(permissions: readonly string[], table: PermissionTable): string[] {
  const known = new Set<string>(table.all);
  return permissions.filter((p) => !known.has(p));
}

export const GLOBAL_SCOPE = 'global';

/**
 * The person of a record as people read it: name, else id, else "Unknown person" (a record without
 * `userId`: docs/rules/api.md#answers-are-checked-at-the-seam guarantees only the id).
 */
export const personOf = (r: Pick<PermissionRecord, 'userId' | 'userName'>): string => r.userName || r.userId || t`Unknown person`;

/** A record's scope as a select value: `global` or the store id. */
export const scopeOf = (storeId: string | null): string => storeId ?? GLOBAL_SCOPE;
export const storeIdOfScope = (scope: string): string | null => (scope === GLOBAL_SCOPE ? null : scope);

/** The record of one person in one scope, if any (a person has at most one per scope). */
export function findRecord(records: readonly PermissionRecord[], userId: string, storeId: string | null): PermissionRecord | undefined {
  return records.find((r) => r.userId === userId && r.storeId === storeId);
}

export interface StoreEffect {
  storeId: string;
  /** Global ∪ this store's (docs/rules/session.md#effective-permissions), in the table's order, unknown keys last. */
  permissions: string[];
}

/**
 * What a person may do in each store they have a record for: the union of their global and
 * that store's permissions (docs/rules/session.md#effective-permissions). `draft` replaces the record being edited, so the panel
 * beside the matrix shows the effect before saving.
 */
export function effectiveByStore(
  records: readonly PermissionRecord[],
  userId: string,
  table: PermissionTable,
  draft?: { storeId: string | null; permissions: readonly string[] },
): StoreEffect[] {
  const own = records.filter((r) => r.userId === userId);
  const permissionsOf = (storeId: string | null): readonly string[] =>
    draft && draft.storeId === storeId ? draft.permissions : (findRecord(own, userId, storeId)?.permissions ?? []);
  const storeIds = [...new Set([...own.map((r) => r.storeId), draft?.storeId ?? null])].filter((id): id is string => id !== null);
  const global = permissionsOf(null);
  return storeIds.map((storeId) => ({
    storeId,
    permissions: ordered(effectivePermissions(global, { permissions: [...permissionsOf(storeId)] }), table),
  }));
}

function ordered(set: ReadonlySet<string>, table: PermissionTable): string[] {
  const inTable = fromMatrix(toMatrix([...set], table), table);
  return [...inTable, ...[...set].filter((p) => !(inTable as string[]).includes(p))];
}

export interface RecordFilter {
  /** Text matched against the person's name or id. */
  person: string;
  /** '' any, `global`, or a store id. */
  scope: string;
  /** '' any, or one permission id. */
  permission: string;
}

export function filterRecords(records: readonly PermissionRecord[], filter: RecordFilter): PermissionRecord[] {
  const text = filter.person.trim().toLowerCase();
  return records.filter(
    (r) =>
      (!text || r.userName.toLowerCase().includes(text) || r.userId.toLowerCase().includes(text)) &&
      (!filter.scope || scopeOf(r.storeId) === filter.scope) &&
      (!filter.permission || r.permissions.includes(filter.permission)),
  );
}

/** Everyone who may get a grant: people with records and the store's staff, each once, by name. */
export function peopleOf(
  records: readonly PermissionRecord[],
  staff: readonly { userId: string; userName: string }[],
): { userId: string; userName: string }[] {
  const byId = new Map<string, string>();
  for (const r of records) if (r.userId) byId.set(r.userId, r.userName || byId.get(r.userId) || r.userId);
  for (const s of staff) if (!byId.has(s.userId)) byId.set(s.userId, s.userName || s.userId);
  return [...byId].map(([userId, userName]) => ({ userId, userName })).sort((a, b) => a.userName.localeCompare(b.userName));
}
