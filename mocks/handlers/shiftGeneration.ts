import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { GenerateShiftsInputSchema } from '@/modules/shifts/schema';
import { shiftJobs, shifts, type MockShiftJob } from '../db/shifts';
import { mayWorkShifts, staffOf } from '../db/staff';
import { authorize, found, handle, json, notFound, storeRoute } from '../http';
import { schedule } from '../scheduler';
import { availabilityOf } from '../schedulerAvailability';
import { shiftDetailsOf } from '../shiftDetails';
import { isInstant, dayIn } from '../rules/calendar';

/**
 * Shift generation (docs/rules/people.md#shift-generation). `POST …/generate` queues a job;
 * each poll moves it on by elapsed time: QUEUED for the first second, RUNNING (with progress)
 * until three seconds, then the scheduler runs once, writes its drafts and the job SUCCEEDS
 * with `resultRef`. Scenario switches (`setShiftScenario`, or `localStorage['storeops.mock.shiftScenario']`
 * from Playwright) make the next jobs fail, be cancelled, never finish, succeed without
 * resultRef, or make the start answer without a jobId.
 */
const SHIFT_SCENARIOS = ['normal', 'fail', 'cancel', 'never', 'noResultRef', 'noJobId'] as const;
export type ShiftScenario = (typeof SHIFT_SCENARIOS)[number];
const SHIFT_SCENARIO_KEY = 'storeops.mock.shiftScenario';
export const FAILED_JOB_MESSAGE = 'The scheduler could not read the staffing requirements.';

const QUEUED_MS = 1000;
const RUNNING_UNTIL_MS = 3000;

let memoryScenario: ShiftScenario = 'normal';

function isScenario(value: unknown): value is ShiftScenario {
  return SHIFT_SCENARIOS.some((s) => s === value);
}

export function setShiftScenario(scenario: ShiftScenario): void {
  memoryScenario = scenario;
  try {
    globalThis.localStorage?.setItem(SHIFT_SCENARIO_KEY, scenario);
  } catch {
    // no storage: the in-memory switch answers
  }
}

function shiftScenario(): ShiftScenario {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(SHIFT_SCENARIO_KEY) ?? null;
  } catch {
    stored = null;
  }
  const value = stored ?? memoryScenario;
  return isScenario(value) ? value : 'normal';
}

/** Runs the scheduler for a job: replaced drafts go first, the new drafts are stored. */
function runJob(job: MockShiftJob): Partial<MockShiftJob> {
  const details = shiftDetailsOf(job.storeId);
  const inRange = (s: { start: string }) => {
    if (!isInstant(s.start)) return false;
    const day = dayIn(s.start, details.timeZone);
    return day >= job.startDate && day <= job.endDate;
  };
  if (job.replaceDrafts) {
    for (const s of shifts.where((x) => x.storeId === job.storeId && x.status === 'draft' && inRange(x))) shifts.remove(s.id);
  }
  const result = schedule({
    storeId: job.storeId,
    startDate: job.startDate,
    endDate: job.endDate,
    details,
    staff: staffOf(job.storeId).map((s) => ({
      ...s,
      mayWorkShifts: mayWorkShifts(job.storeId, s.userId),
      dateOfBirth: (s as { dateOfBirth?: string }).dateOfBirth,
    })),
    existing: shifts.where((s) => s.storeId === job.storeId),
    availabilityOf,
    newId: () => `${job.id}-s${Math.random().toString(36).slice(2, 8)}`,
    jobId: job.id,
  });
  for (const s of result.shifts) shifts.insert(s);
  return { unfilled: result.unfilled, summary: result.summary };
}

/** The job's state now: it moves on with time, as a real worker would. */
function advance(job: MockShiftJob): MockShiftJob {
  if (job.status === 'SUCCEEDED' || job.status === 'FAILED' || job.status === 'CANCELLED') return job;
  const elapsed = Date.now() - Date.parse(job.createdAt);
  const scenario = job.scenario;
  if (elapsed < QUEUED_MS) return job;
  if (elapsed < RUNNING_UNTIL_MS || scenario === 'never') {
    const progress = Math.min(0.95, (elapsed - QUEUED_MS) / (RUNNING_UNTIL_MS - QUEUED_MS));
    return shiftJobs.update(job.id, { status: 'RUNNING', progress: scenario === 'never' ? 0.5 : progress }) ?? job;
  }
  if (scenario === 'fail') return shiftJobs.update(job.id, { status: 'FAILED', errorMessage: FAILED_JOB_MESSAGE }) ?? job;
  if (scenario === 'cancel') return shiftJobs.update(job.id, { status: 'CANCELLED' }) ?? job;
  const outcome = runJob(job);
  return (
    shiftJobs.update(job.id, {
      ...outcome,
      status: 'SUCCEEDED',
      progress: 1,
      ...(scenario === 'noResultRef' ? {} : { resultRef: `v1/shift/generation-jobs/${job.id}/result` }),
    }) ?? job
  );
}

function jobOf(request: Request, jobId: string): MockShiftJob {
  const job = found(shiftJobs.get(jobId), 'Generation job');
  authorize(request, PERMISSIONS.shiftUpdate, job.storeId);
  return advance(job);
}

export const generationHandlers: HttpHandler[] = [
  storeRoute('post', 'v1/shift/store/:storeId/generate', PERMISSIONS.shiftUpdate, async ({ storeId, input }) => {
    const range = await input(GenerateShiftsInputSchema);
    const scenario = shiftScenario();
    const job = shiftJobs.insert({
      id: shiftJobs.nextId('job'),
      storeId,
      status: 'QUEUED',
      progress: 0,
      createdAt: new Date().toISOString(),
      ...range,
      scenario,
      unfilled: [],
      summary: { hours: 0, cost: 0, coverage: 0 },
    });
    return json(scenario === 'noJobId' ? { accepted: true } : { jobId: job.id }, 202);
  }),
  handle('get', 'v1/shift/generation-jobs/:jobId', ({ request, params }) => {
    const {
      scenario: _scenario,
      startDate: _s,
      endDate: _e,
      replaceDrafts: _r,
      unfilled: _u,
      summary: _m,
      ...job
    } = jobOf(request, params.jobId ?? '');
    return json(job);
  }),
  handle('get', 'v1/shift/generation-jobs/:jobId/result', ({ request, params }) => {
    const job = jobOf(request, params.jobId ?? '');
    if (job.status !== 'SUCCEEDED') throw notFound('Generation result');
    return json({
      shifts: shifts.where((s) => s.generationJobId === job.id),
      unfilled: job.unfilled,
      summary: job.summary,
    });
  }),
];
