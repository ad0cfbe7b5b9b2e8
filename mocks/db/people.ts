import { allPermissions, PERMISSIONS, ROLE_GRANTS } from '../rules/permissions';
import type { StoreEntry, UserInfo } from '@/session/types';
import { collection } from './collection';
import { stores } from './stores';

export { stores } from './stores';

/** Users of the demo (docs/rules/api.md#running-modes: owner, manager, staff, a user with no store). Stores: ./stores.ts. */
interface Membership {
  storeId: string;
  roles: string[];
  permissions: string[];
}

export interface MockUser {
  id: string;
  name: string;
  email: string;
  password: string;
  globalPermissions: string[];
  memberships: Membership[];
  currentStoreId?: string;
}

export interface MockSession {
  id: string; // the token
  userId: string;
  createdAt: string;
}

export const DEMO_PASSWORD = 'demo1234';

const P = PERMISSIONS;

/** The demo's grants per role: the server's own list (../rules/permissions.ts), matching the editor’s presets by contract. */
const MANAGER_PERMISSIONS: string[] = [...ROLE_GRANTS.manager];

const STAFF_PERMISSIONS: string[] = [...ROLE_GRANTS.staff];

const VIEWER_PERMISSIONS: string[] = [P.dashboardRead, P.suppliersRead, P.productsRead, P.ordersRead, P.inventoryRead];

export const users = collection<MockUser>('users', () => [
  {
    id: 'user-owner',
    name: 'Olivia Owner',
    email: 'owner@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [...allPermissions()],
    memberships: ['store-1', 'store-2', 'store-3'].map((storeId) => ({ storeId, roles: ['owner'], permissions: [] })),
    currentStoreId: 'store-1',
  },
  {
    id: 'user-manager',
    name: 'Marco Manager',
    email: 'manager@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [],
    memberships: [
      { storeId: 'store-1', roles: ['manager'], permissions: MANAGER_PERMISSIONS },
      { storeId: 'store-2', roles: ['manager'], permissions: MANAGER_PERMISSIONS },
    ],
    currentStoreId: 'store-1',
  },
  {
    id: 'user-staff',
    name: 'Sam Staff',
    email: 'staff@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [],
    memberships: [{ storeId: 'store-1', roles: ['staff'], permissions: STAFF_PERMISSIONS }],
  },
  {
    id: 'user-viewer',
    name: 'Vera Viewer',
    email: 'viewer@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [],
    memberships: [
      { storeId: 'store-1', roles: ['staff'], permissions: VIEWER_PERMISSIONS },
      { storeId: 'store-3', roles: ['staff'], permissions: VIEWER_PERMISSIONS },
    ],
  },
  {
    // Covers the branches the five above do not: a server-side default store the user no
    // longer belongs to (after login the first store of the list wins), and global plus
    // per-store permissions together.
    id: 'user-relocated',
    name: 'Rita Relocated',
    email: 'relocated@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [P.storesRead],
    memberships: [{ storeId: 'store-3', roles: ['supervisor'], permissions: [...VIEWER_PERMISSIONS, P.shiftRead] }],
    currentStoreId: 'store-2',
  },
  {
    // Reads permissions and nothing else: the permissions list without any write control.
    id: 'user-auditor',
    name: 'Ada Auditor',
    email: 'auditor@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [],
    memberships: [{ storeId: 'store-1', roles: ['auditor'], permissions: [P.permissionsRead] }],
  },
  {
    id: 'user-nostore',
    name: 'Noah Newcomer',
    email: 'nostore@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [],
    memberships: [],
  },
  {
    // A second staff account in Berlin (issue #45): Sam's colleague, who takes the shifts Sam offers.
    id: 'user-colleague',
    name: 'Kai Colleague',
    email: 'colleague@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [],
    memberships: [{ storeId: 'store-1', roles: ['staff'], permissions: STAFF_PERMISSIONS }],
  },
]);

export const sessions = collection<MockSession>('sessions', () => []);

export const resetCodes = collection<{ id: string; code: string }>('resetCodes', () => []);

function storeEntries(user: MockUser): StoreEntry[] {
  return user.memberships.flatMap((m) => {
    const store = stores.get(m.storeId);
    return store ? [{ id: store.id, name: store.name, roles: m.roles, permissions: m.permissions }] : [];
  });
}

export function userInfoOf(user: MockUser): UserInfo {
  return {
    userId: user.id,
    userName: user.name,
    email: user.email,
    stores: storeEntries(user),
    ...(user.currentStoreId ? { currentStoreId: user.currentStoreId } : {}),
    globalPermissions: user.globalPermissions,
  };
}

export function findUserByEmail(email: string): MockUser | undefined {
  const wanted = email.trim().toLowerCase();
  return users.all().find((u) => u.email.toLowerCase() === wanted);
}

/** The accounts listed on the sign-in page in mock mode, for people trying the demo. */
export function demoAccounts(): { email: string; password: string; description: string }[] {
  return [
    { email: 'owner@storeops.test', password: DEMO_PASSWORD, description: 'Owner: every permission in all stores' },
    { email: 'manager@storeops.test', password: DEMO_PASSWORD, description: 'Store manager: two stores' },
    { email: 'staff@storeops.test', password: DEMO_PASSWORD, description: 'Staff: counting, time and shifts' },
    { email: 'viewer@storeops.test', password: DEMO_PASSWORD, description: 'Read-only: suppliers, products, orders, inventory' },
    { email: 'auditor@storeops.test', password: DEMO_PASSWORD, description: 'Auditor: reads permissions only' },
    { email: 'nostore@storeops.test', password: DEMO_PASSWORD, description: 'No store yet' },
    { email: 'relocated@storeops.test', password: DEMO_PASSWORD, description: 'Supervisor in Munich; stores list for all stores' },
    { email: 'colleague@storeops.test', password: DEMO_PASSWORD, description: "Staff: Sam's colleague, takes offered shifts" },
  ];
}
