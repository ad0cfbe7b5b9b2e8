import { openThroughout } from '../rules/availability';
import { collection } from './collection';
import { stores } from './people';
import { createRandom } from './random';
import { approvedAvailability } from './shiftNotes';
import { staffOf } from './staff';
import { SEED_WEEK_STARTS_ON } from './timeOff';
import { addDays, wallMinutes, instantAt, todayIn, firstDayOfWeek } from '../rules/calendar';

export { timeOff, timeZoneOf } from './timeOff';

/**
 * Shifts of every store (`v1/shift…`) and the generation jobs. Seeds: published shifts for the
 * previous and the current week of every store, relative to today, in the store's time zone,
 * planned the way a careful manager would: inside each person's approved availability (shift
 * notes, so never on approved time off) and with at least 11 h rest between shifts.
 */
export interface MockShift {
  id: string;
  storeId: string;
  userId: string;
  role: string;
  start: string;
  end: string;
  breakMinutes: number;
  status: 'draft' | 'published' | 'cancelled';
  notes: string;
  generationJobId?: string;
  /** Raised by every accepted update (mocks/handlers/versions.ts); a seed has none and is at 1. */
  version?: number;
  /** Saved despite the working-time rules (issue #44): the reason, who and when. */
  lawOverride?: { reason: string; by: string; byName: string; at: string };
}

export interface MockShiftJob {
  id: string;
  storeId: string;
  status: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  progress: number;
  createdAt: string;
  startDate: string;
  endDate: string;
  replaceDrafts: boolean;
  /** The scenario switch in force when the job started (mocks/handlers/shiftGeneration.ts). */
  scenario: 'normal' | 'fail' | 'cancel' | 'never' | 'noResultRef' | 'noJobId';
  /** What the scheduler proposed (set when it ran). */
  unfilled: {
    date: string;
    role: string;
    start: string;
    end: string;
    missing: number;
    reason: string;
    rule?: string;
    partlyFree?: { userId: string; userName: string; start: string; end: string }[];
  }[];
  summary: { hours: number; cost: number; coverage: number };
  resultRef?: string;
  errorMessage?: string;
}

const PATTERNS = [
  ['07:00', '15:00'],
  ['10:00', '18:00'],
  ['14:00', '22:00'],
] as const;
const SEED_REST_MS = 11 * 3_600_000;
const MINOR_REST_MS = 12 * 3_600_000;
/** Under 18 on a day (the demo server's own reading of a date of birth, issue #44). */
function isMinorOn(dateOfBirth: string | undefined, day: string): boolean {
  if (!dateOfBirth) return false;
  const age = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4)) - (day.slice(5) < dateOfBirth.slice(5) ? 1 : 0);
  return age < 18;
}
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A shift window of a day inside the person's approved availability: a usual pattern, else up to 8 h of an available range (at least 4 h). */
function windowOn(storeId: string, userId: string, day: string, preferred: number): [string, string] | null {
  const available = approvedAvailability(storeId, userId, day);
  for (let i = 0; i < PATTERNS.length; i++) {
    const [start, end] = PATTERNS[(preferred + i) % PATTERNS.length] ?? PATTERNS[0];
    if (openThroughout(available, wallMinutes(start), wallMinutes(end))) return [start, end];
  }
  for (const r of available.ranges) {
    const from = wallMinutes(r.start);
    const to = Math.min(wallMinutes(r.end), from + 8 * 60, 23 * 60);
    if (to - from >= 4 * 60) return [clock(from), clock(to)];
  }
  return null;
}

function seedShifts(): MockShift[] {
  const random = createRandom(1402);
  const rows: MockShift[] = [];
  for (const store of stores.all()) {
    const tz = store.timeZone;
    const thisWeek = firstDayOfWeek(todayIn(tz), SEED_WEEK_STARTS_ON);
    const staff = staffOf(store.id).filter((s) => s.active);
    const taken = new Map<string, [number, number][]>();
    for (const weekStart of [addDays(thisWeek, -7), thisWeek]) {
      for (const [index, member] of staff.entries()) {
        const wanted = Math.max(1, Math.min(5, Math.round(member.contractHoursPerWeek / 8)));
        const first = (index * 2) % 7;
        let planned = 0;
        for (let k = 0; k < 7 && planned < wanted; k++) {
          const day = addDays(weekStart, (first + k) % 7);
          const minor = isMinorOn(member.dateOfBirth, day);
          const window = windowOn(store.id, member.userId, day, index + planned);
          // A minor (JArbSchG §14): not after 22:00 even in a café; 12 h rest (§13), 60 min break above 6 h (§11).
          if (!window || (minor && wallMinutes(window[1]) > 22 * 60)) continue;
          const start = instantAt(day, window[0], tz);
          const end = instantAt(day, window[1], tz);
          const span: [number, number] = [Date.parse(start), Date.parse(end)];
          const mine = taken.get(member.userId) ?? [];
          const rest = minor ? MINOR_REST_MS : SEED_REST_MS;
          if (!mine.every(([s0, e0]) => span[0] - e0 >= rest || s0 - span[1] >= rest)) continue;
          taken.set(member.userId, [...mine, span]);
          planned += 1;
          rows.push({
            id: `shift-${rows.length + 1}`,
            storeId: store.id,
            userId: member.userId,
            role: member.roles[0] ?? 'service',
            start,
            end,
            breakMinutes: Math.max(random.pick([30, 30, 45]), minor ? 60 : 0),
            status: 'published',
            notes: '',
          });
        }
      }
      // One open shift per week: a slot nobody has taken yet.
      rows.push({
        id: `shift-${rows.length + 1}`,
        storeId: store.id,
        userId: '',
        role: 'barista',
        start: instantAt(addDays(weekStart, 5), '08:00', tz),
        end: instantAt(addDays(weekStart, 5), '14:00', tz),
        breakMinutes: 30,
        status: 'published',
        notes: 'Weekend help wanted',
      });
    }
  }
  return rows;
}

export const shifts = collection<MockShift>('shifts', seedShifts);
export const shiftJobs = collection<MockShiftJob>('shiftJobs', () => []);
