import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { setShiftScenario, FAILED_JOB_MESSAGE, type ShiftScenario } from '@mocks/handlers/shiftGeneration';
import { makeStore, type AppStore } from '@/app/store';
import { SHIFT_MESSAGES } from './messages';
import { messages as german } from './locales/de';
import { activate, i18n } from '@/lib/i18n/i18n';
import { signedInState } from '@/test/render';
import { generateRequest, shiftsApi } from './api';
import { addDays, todayIn, weekStartOf } from './time';
import { useGenerationJob } from './useGenerationJob';

const { getShifts, createShift, updateShift, deleteShift, generateShifts } = shiftsApi.endpoints;
const TZ = 'Europe/Berlin';

/** Every request the mock received during the test, as `METHOD path?query`. */
function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname.replace(/^.*?\/v1\//, 'v1/')}${url.search}`);
  };
  server.events.on('request:start', listener);
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  setShiftScenario('normal');
  vi.useRealTimers();
});

describe('shift calls', () => {
  it('reads a week, creates, updates and deletes a shift with the spec paths and bodies', async () => {
    const seen = recordRequests();
    const store = makeStore(signedInState('manager', 'store-1'));
    const monday = weekStartOf(todayIn(TZ), 1);
    const week = await store.dispatch(
      getShifts.initiate({ storeId: 'store-1', startDate: monday, endDate: addDays(monday, 6) }, { subscribe: false }),
    );
    expect(week.data?.length).toBeGreaterThan(10);
    expect(week.data?.every((s) => s.status === 'published')).toBe(true);
    const body = {
      userId: 'emp-1-3',
      role: 'cook',
      start: `${monday}T08:00:00+01:00`,
      end: `${monday}T12:00:00+01:00`,
      breakMinutes: 0,
      status: 'draft' as const,
      notes: '',
    };
    const created = await store.dispatch(createShift.initiate({ storeId: 'store-1', shift: body }));
    expect(created.data).toMatchObject({ storeId: 'store-1', userId: 'emp-1-3', role: 'cook', status: 'draft' });
    const id = created.data?.id ?? '';
    const updated = await store.dispatch(
      updateShift.initiate({ storeId: 'store-1', shift: { ...body, id, status: 'published', version: created.data?.version } }),
    );
    expect(updated.data?.status).toBe('published');
    expect((await store.dispatch(deleteShift.initiate({ storeId: 'store-1', id }))).error).toBeUndefined();
    expect(seen).toEqual([
      `GET v1/shift/store/store-1?startDate=${monday}&endDate=${addDays(monday, 6)}`,
      'POST v1/shift',
      'PUT v1/shift',
      `DELETE v1/shift/${id}`,
    ]);
  });

  it('the server refuses an invalid shift with field errors', async () => {
    const store = makeStore(signedInState('manager', 'store-1'));
    const result = await store.dispatch(
      createShift.initiate({
        storeId: 'store-1',
        shift: { userId: 'nobody', role: '', start: '2026-03-23T12:00:00+01:00', end: '2026-03-23T08:00:00+01:00', breakMinutes: 0 },
      }),
    );
    expect(result.error).toMatchObject({ status: 422, data: { fieldErrors: { role: 'Role is required.' } } });
  });

  it('docs/rules/api.md#client-side-checks: no request without a store or without both dates', async () => {
    const seen = recordRequests();
    const store = makeStore(signedInState('manager', 'store-1'));
    const shift = { role: 'cook', start: '2026-03-23T08:00:00+01:00', end: '2026-03-23T12:00:00+01:00', breakMinutes: 0 };
    const errorOf = async (p: Promise<{ error?: unknown }>) => (await p).error;
    expect(
      await errorOf(store.dispatch(getShifts.initiate({ storeId: '', startDate: '2026-03-23', endDate: '2026-03-29' }))),
    ).toMatchObject({ kind: 'invalidRequest', message: SHIFT_MESSAGES.storeRequiredFetch });
    expect(await errorOf(store.dispatch(getShifts.initiate({ storeId: 'store-1', startDate: '2026-03-23', endDate: '' })))).toMatchObject({
      kind: 'invalidRequest',
      message: SHIFT_MESSAGES.datesRequired,
    });
    expect(await errorOf(store.dispatch(createShift.initiate({ storeId: null, shift })))).toMatchObject({
      kind: 'invalidRequest',
      message: SHIFT_MESSAGES.storeRequiredCreate,
    });
    expect(await errorOf(store.dispatch(updateShift.initiate({ storeId: undefined, shift: { ...shift, id: 'x' } })))).toMatchObject({
      kind: 'invalidRequest',
      message: SHIFT_MESSAGES.storeRequiredUpdate,
    });
    expect(
      await errorOf(store.dispatch(generateShifts.initiate({ storeId: '', input: { startDate: '2026-03-23', endDate: '2026-03-29' } }))),
    ).toMatchObject({ kind: 'invalidRequest', message: SHIFT_MESSAGES.storeRequiredGenerate });
    expect(
      await errorOf(store.dispatch(generateShifts.initiate({ storeId: 'store-1', input: { startDate: '2026-03-23' } }))),
    ).toMatchObject({ kind: 'invalidRequest', message: SHIFT_MESSAGES.datesRequired });
    expect(seen).toEqual([]);
  });

  it('the client-side messages are in the language active when the check fails, not the one at import', async () => {
    const store = makeStore(signedInState('manager', 'store-1'));
    const shift = { role: 'cook', start: '2026-03-23T08:00:00+01:00', end: '2026-03-23T12:00:00+01:00', breakMinutes: 0 };
    const english = { create: SHIFT_MESSAGES.storeRequiredCreate, update: SHIFT_MESSAGES.storeRequiredUpdate };
    i18n.load('de', german);
    i18n.activate('de');
    try {
      const created = await store.dispatch(createShift.initiate({ storeId: null, shift }));
      const updated = await store.dispatch(updateShift.initiate({ storeId: null, shift: { ...shift, id: 'x' } }));
      expect(SHIFT_MESSAGES.storeRequiredCreate).not.toBe(english.create);
      expect([created.error, updated.error]).toMatchObject([
        { kind: 'invalidRequest', message: SHIFT_MESSAGES.storeRequiredCreate },
        { kind: 'invalidRequest', message: SHIFT_MESSAGES.storeRequiredUpdate },
      ]);
    } finally {
      activate('en');
    }
  });

  it('generate: POST with its own 600 s time-out; an answer without jobId is the spec message', async () => {
    expect(generateRequest('store-1', { startDate: '2026-03-23', endDate: '2026-03-29' })).toEqual({
      url: 'v1/shift/store/store-1/generate',
      method: 'POST',
      body: { replaceDrafts: false, startDate: '2026-03-23', endDate: '2026-03-29' },
      timeout: 600_000,
    });
    const store = makeStore(signedInState('manager', 'store-1'));
    setShiftScenario('noJobId');
    const result = await store.dispatch(
      generateShifts.initiate({ storeId: 'store-1', input: { startDate: '2026-03-23', endDate: '2026-03-29' } }),
    );
    expect(result.error).toMatchObject({ kind: 'invalidRequest', message: SHIFT_MESSAGES.noJobId });
  });
});

describe('polling the generation job (fake timers)', () => {
  async function start(store: AppStore, scenario: ShiftScenario) {
    setShiftScenario(scenario);
    const monday = addDays(weekStartOf(todayIn(TZ), 1), 7);
    const started = await store.dispatch(
      generateShifts.initiate({ storeId: 'store-1', input: { startDate: monday, endDate: addDays(monday, 6) } }),
    );
    return started.data?.jobId ?? '';
  }

  async function poll(scenario: ShiftScenario, seconds: number) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const store = makeStore(signedInState('manager', 'store-1'));
    const jobId = await start(store, scenario);
    const seen = recordRequests();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const startedAt = Date.now();
    const { result } = renderHook(() => useGenerationJob(jobId, startedAt), { wrapper });
    for (let t = 0; t < seconds; t += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    return { phase: result.current, polls: seen.filter((r) => r.startsWith('GET v1/shift/generation-jobs/')).length };
  }

  it('polls every 2 s and stops once the job SUCCEEDED with its resultRef', async () => {
    const { phase, polls } = await poll('normal', 20);
    expect(phase).toMatchObject({
      kind: 'succeeded',
      resultRef: expect.stringMatching(/^v1\/shift\/generation-jobs\/job-\d+\/result$/) as string,
    });
    // t = 0, 2, 4: the job succeeds after 3 s; no poll after that.
    expect(polls).toBe(3);
  });

  it('stops on FAILED with its errorMessage and on CANCELLED with the status in lower case', async () => {
    expect((await poll('fail', 10)).phase).toEqual({ kind: 'failed', message: FAILED_JOB_MESSAGE });
    expect((await poll('cancel', 10)).phase).toEqual({ kind: 'failed', message: 'cancelled' });
  });

  it('SUCCEEDED without resultRef is the spec message', async () => {
    expect((await poll('noResultRef', 10)).phase).toEqual({ kind: 'failed', message: SHIFT_MESSAGES.noResultRef });
  });

  it('gives up after 60 s: the time-out, and no more polls', async () => {
    const { phase, polls } = await poll('never', 90);
    expect(phase).toEqual({ kind: 'timedOut' });
    // Polls at 0, 2, …, 60 s, then none in the 30 s after.
    expect(polls).toBe(31);
  });
});

describe('optimistic update of the week', () => {
  it('shows the change at once and puts it back when the save fails', async () => {
    const { failWith } = await import('@mocks/scenarios');
    const store = makeStore(signedInState('manager', 'store-1'));
    const monday = weekStartOf(todayIn(TZ), 1);
    const arg = { storeId: 'store-1', startDate: monday, endDate: addDays(monday, 6) };
    const sub = store.dispatch(getShifts.initiate(arg));
    const week = await sub;
    const first = week.data?.[0];
    if (!first) throw new Error('no seeded shift');
    server.use(failWith('put', 'v1/shift', 500, 'Down'));
    const pending = store.dispatch(updateShift.initiate({ storeId: 'store-1', shift: { ...first, role: 'moved' } }));
    expect(
      getShifts
        .select(arg)(store.getState())
        .data?.find((s) => s.id === first.id)?.role,
    ).toBe('moved');
    expect((await pending).error).toMatchObject({ status: 500 });
    expect(
      getShifts
        .select(arg)(store.getState())
        .data?.find((s) => s.id === first.id)?.role,
    ).toBe(first.role);
    sub.unsubscribe();
  });
});
