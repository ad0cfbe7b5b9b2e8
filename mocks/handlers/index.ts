import type { HttpHandler } from 'msw';
import { declarePermissions } from '../rules/permissions';

/**
 * Every handler of the embedded mock API; the browser worker and Vitest share them (both go
 * through Vite, which expands the glob). A module adds its file here and nothing else: each
 * file's `handlers` (or `…Handlers`) arrays are taken, in file-name order, and a handler that a
 * file also passes on (finance includes the SEPA export's) counts once. Tests are not handlers.
 * A file's `permissionNames` (the names its handlers check, beyond the contract's list in
 * ../rules/permissions.ts) become names the server knows, held by the owner.
 */
const files = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true });

const isHandlerList = (name: string, value: unknown): value is HttpHandler[] =>
  (name === 'handlers' || name.endsWith('Handlers')) && Array.isArray(value);

const isNameList = (name: string, value: unknown): value is string[] =>
  name === 'permissionNames' && Array.isArray(value) && value.every((v) => typeof v === 'string');

declarePermissions(
  Object.values(files).flatMap((file) => Object.entries(file).flatMap(([name, value]) => (isNameList(name, value) ? value : []))),
);

export const handlers: HttpHandler[] = [
  ...new Set(
    Object.keys(files)
      .sort()
      .flatMap((file) => Object.entries(files[file] ?? {}).flatMap(([name, value]) => (isHandlerList(name, value) ? value : []))),
  ),
];
