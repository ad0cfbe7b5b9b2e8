import { useMemo } from 'react';
import { PERMISSION_ACTIONS, SHARED_PERMISSION_ROW, type Permission, type PermissionRow } from '@/config/permissions';
import { useAppModules, type AppModule } from './appModule';

/**
 * The one permission table (docs/rules/session.md#permissions), made of the rows the modules
 * declare (`AppModule.permissions`) after the app's shared row, in their `order`. Every id sits in
 * exactly one cell (tested in src/app/modules.test.ts).
 */
export interface PermissionTable {
  rows: readonly PermissionRow[];
  /** Every distinct permission, the modules' in the table's order and the shared ids last: what an owner holds, what the editor offers. */
  all: readonly Permission[];
}

export function permissionTable(modules: readonly AppModule[]): PermissionTable {
  const rows = [SHARED_PERMISSION_ROW, ...modules.flatMap((m) => m.permissions ?? [])].sort((a, b) => a.order - b.order);
  const idsOf = (row: PermissionRow) => PERMISSION_ACTIONS.flatMap((action) => row.actions[action] ?? []);
  const all = [...new Set([...rows.filter((row) => row !== SHARED_PERMISSION_ROW).flatMap(idsOf), ...idsOf(SHARED_PERMISSION_ROW)])];
  return { rows, all };
}

/** The table of the app's modules (the app provides them: src/app/AppProviders.tsx). */
export function usePermissionTable(): PermissionTable {
  const modules = useAppModules();
  return useMemo(() => permissionTable(modules), [modules]);
}
