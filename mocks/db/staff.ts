import { PERMISSIONS } from '../rules/permissions';
import { collection } from './collection';
import { users } from './people';
import { createRandom } from './random';
import { addDays, todayIn } from '../rules/calendar';

/**
 * Staff of each store (`GET v1/user/list?storeId`): the demo accounts that belong to a store,
 * plus employees without a login of their own (a café's staff mostly never opens the back
 * office). Deterministic, so every machine plans the same week.
 */
export interface MockStaffMember {
  /** `${storeId}:${userId}` */
  id: string;
  storeId: string;
  userId: string;
  userName: string;
  email: string;
  roles: string[];
  hourlyRate: number;
  contractHoursPerWeek: number;
  active: boolean;
  /** Addition (issue #43): the number the payroll office knows the person by; some have none yet. */
  payrollNumber?: string;
  /** YYYY-MM-DD (issue #44): the JArbSchG applies under 18. */
  dateOfBirth?: string;
}

const FIRST = [
  'Lena',
  'Jonas',
  'Aylin',
  'Paul',
  'Mara',
  'Tim',
  'Sofia',
  'Emre',
  'Clara',
  'Ben',
  'Nora',
  'Luca',
  'Ida',
  'Felix',
  'Hanna',
  'Milan',
];
const LAST = ['Becker', 'Yılmaz', 'Schulz', 'Novak', 'Weber', 'Fischer', 'Koch', 'Richter', 'Wolf', 'Krüger', 'Lange', 'Schmitt'];
const ROLES = ['barista', 'cook', 'service', 'cashier'] as const;

/** A demo account added after the seeds were laid out: its row comes last, so no other seed moves. */
const LATE_ACCOUNT = 'user-colleague';

function seed(): MockStaffMember[] {
  const random = createRandom(4711);
  const rows: MockStaffMember[] = [];
  for (const user of users.all()) {
    if (user.id === LATE_ACCOUNT) continue;
    for (const m of user.memberships) {
      // Owners plan, they are not planned; people without shift or time-entry access in the store
      // (the viewer, the auditor) do not work its shifts (issue #30), so they are not its staff.
      if (m.roles.includes('owner') || !worksShifts(m.permissions)) continue;
      const manager = m.permissions.includes(PERMISSIONS.shiftUpdate);
      rows.push({
        id: `${m.storeId}:${user.id}`,
        storeId: m.storeId,
        userId: user.id,
        userName: user.name,
        email: user.email,
        roles: manager ? ['manager'] : ['service'],
        hourlyRate: manager ? 21.5 : 14.25,
        contractHoursPerWeek: manager ? 40 : 25,
        active: true,
        payrollNumber: `P-${String(1001 + rows.length)}`,
      });
    }
  }
  for (const [storeIndex, storeId] of ['store-1', 'store-2', 'store-3'].entries()) {
    for (let i = 0; i < 8; i++) {
      const first = FIRST[(storeIndex * 5 + i) % FIRST.length];
      const last = LAST[(storeIndex * 3 + i * 7) % LAST.length];
      const userId = `emp-${storeIndex + 1}-${i + 1}`;
      const role = ROLES[i % ROLES.length];
      rows.push({
        id: `${storeId}:${userId}`,
        storeId,
        userId,
        userName: `${first} ${last}`,
        email: `${first.toLowerCase()}.${userId}@storeops.test`,
        roles: [role],
        hourlyRate: random.money(13.5, 17.5),
        contractHoursPerWeek: random.pick([12, 20, 25, 30, 40]),
        active: i !== 7,
        // The newest hire of each store has no payroll number yet: the export says so.
        ...(i === 6 ? {} : { payrollNumber: `P-${storeIndex + 1}${String(i + 1).padStart(3, '0')}` }),
      });
    }
  }
  // One person works in two stores (Berlin and Munich): their one bank account pays both, which
  // the rule on changing bank details is about (issue #28). Appended, so no other seed moves.
  const twoStores = rows.find((r) => r.id === 'store-1:emp-1-2');
  if (twoStores) rows.push({ ...twoStores, id: 'store-3:emp-1-2', storeId: 'store-3' });
  // Sam's colleague (issue #45), appended for the same reason: Berlin service, like Sam.
  const colleague = users.get(LATE_ACCOUNT);
  if (colleague) {
    rows.push({
      id: `store-1:${colleague.id}`,
      storeId: 'store-1',
      userId: colleague.id,
      userName: colleague.name,
      email: colleague.email,
      roles: ['service'],
      hourlyRate: 14.25,
      contractHoursPerWeek: 25,
      active: true,
    });
  }
  return rows.map((row, i) => ({ ...row, dateOfBirth: dateOfBirthOf(row.userId, i) }));
}

/** Adults born 1970–1999; Mara Weber (emp-1-5, Berlin) is 17 on every day the demo runs (issue #44: JArbSchG). */
const MINOR_IN_BERLIN = 'emp-1-5';
function dateOfBirthOf(userId: string, index: number): string {
  if (userId === MINOR_IN_BERLIN) {
    const day = addDays(todayIn('Europe/Berlin'), -100);
    return `${Number(day.slice(0, 4)) - 17}${day.slice(4)}`;
  }
  const month = String((index % 12) + 1).padStart(2, '0');
  const date = String((index % 28) + 1).padStart(2, '0');
  return `${1970 + ((index * 7) % 30)}-${month}-${date}`;
}

const SHIFT_ACCESS: readonly string[] = [PERMISSIONS.shiftRead, PERMISSIONS.shiftWrite, PERMISSIONS.timeEntryWrite];
const worksShifts = (permissions: readonly string[]) => permissions.some((p) => SHIFT_ACCESS.includes(p));

/**
 * Whether a member may be given shifts in a store now: an employee without a login always, a
 * demo account while it holds shift.read, shift.write or time_entry.write there (permissions
 * can change after the seed). The scheduler and the shift handlers ask this.
 */
export function mayWorkShifts(storeId: string, userId: string): boolean {
  const user = users.get(userId);
  if (!user) return true;
  if (user.globalPermissions.some((p) => SHIFT_ACCESS.includes(p))) return true;
  return worksShifts(user.memberships.find((m) => m.storeId === storeId)?.permissions ?? []);
}

export const staffMembers = collection<MockStaffMember>('staff', seed);

export function staffOf(storeId: string): MockStaffMember[] {
  return staffMembers.all().filter((s) => s.storeId === storeId);
}
