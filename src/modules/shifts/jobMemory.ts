/**
 * The running generation job of a store, kept in sessionStorage so the progress view survives
 * leaving the planner and coming back (issue #14). `startedAt` starts the 60 s polling window;
 * "look again" restarts it.
 */
export interface RememberedJob {
  jobId: string;
  startedAt: number;
  startDate: string;
  endDate: string;
}

const key = (storeId: string) => `storeops.shiftJob.${storeId}`;

function isRemembered(value: unknown): value is RememberedJob {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.jobId === 'string' && typeof v.startedAt === 'number' && typeof v.startDate === 'string' && typeof v.endDate === 'string';
}

export function readJob(storeId: string): RememberedJob | null {
  try {
    const raw = sessionStorage.getItem(key(storeId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isRemembered(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberJob(storeId: string, job: RememberedJob | null): void {
  try {
    if (job) sessionStorage.setItem(key(storeId), JSON.stringify(job));
    else sessionStorage.removeItem(key(storeId));
  } catch {
    // no storage: the job is kept for this page only
  }
}
