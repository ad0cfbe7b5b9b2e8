/**
 * The permission names the demo server checks: contract data (docs/rules/session.md#permissions), so the server keeps its
 * own list rather than reading the app's. A name the app renames without the contract changing
 * shows up here as a 403 in a flow, not as a silent agreement between client and server.
 */

/** The spec's opaque ids for the shared dashboard/users/reports permissions. */
const SHARED = { read: 'perm_7f3a91c2', write: 'perm_c41d08e6' } as const;

/** Every resource the contract names, with the actions it grants (`<resource>.<action>`). */
const NAMES = [
  'orders.read',
  'orders.write',
  'products.read',
  'products.write',
  'products.delete',
  'suppliers.read',
  'suppliers.write',
  'inventory.read',
  'inventory.write',
  'stores.read',
  'stores.write',
  'stores.manage',
  'shift.read',
  'shift.write',
  'shift.update',
  'time_entry.read',
  'time_entry.write',
  'permissions.read',
  'permissions.write',
  'tip.read',
  'tip.write',
] as const;

type Camel<S extends string> = S extends `${infer Head}${'.' | '_'}${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type Name = (typeof NAMES)[number];
type Key = Camel<Name> | `${'dashboard' | 'users' | 'reports'}${'Read' | 'Write'}`;

const keyOf = (name: string): string => name.replace(/[._]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `PERMISSIONS.timeEntryWrite` → `'time_entry.write'`; the shared ids under their spec names. */
export const PERMISSIONS = Object.fromEntries([
  ...NAMES.map((name) => [keyOf(name), name]),
  ...['dashboard', 'users', 'reports'].flatMap((area) => [
    [`${area}Read`, SHARED.read],
    [`${area}Write`, SHARED.write],
  ]),
]) as Readonly<Record<Key, string>>;

/** Names a module's handler file brings (`export const permissionNames`), registered by the handler index. */
const declared = new Set<string>();

/** Registers the names a module's handlers check (mocks/handlers/index.ts, once, before the first request). */
export function declarePermissions(names: readonly string[]): void {
  for (const name of names) declared.add(name);
}

/** Every distinct permission the server knows (what the owner holds everywhere): the contract's and the modules' handler files'. */
export function allPermissions(): readonly string[] {
  return [...NAMES, SHARED.read, SHARED.write, ...declared];
}

const P = PERMISSIONS;

/** The demo accounts' grants per store role. */
export const ROLE_GRANTS = {
  staff: [P.inventoryRead, P.inventoryWrite, P.timeEntryWrite, P.shiftRead, P.shiftWrite],
  manager: [
    SHARED.read,
    ...NAMES.filter((name) => /^(orders|products|suppliers|inventory|shift|time_entry|tip)\./.test(name) && name !== 'products.delete'),
    P.permissionsRead,
    // Sales and the labour target of the stores they run (issue #46; mocks/handlers/sales.ts).
    'sales.read',
    'sales.write',
  ],
} as const;
