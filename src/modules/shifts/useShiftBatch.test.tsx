import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { shifts as mockShifts } from '@mocks/db/shifts';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { shiftsApi } from './api';
import { addDays, instantAt, todayIn, weekStartOf } from './time';
import type { Shift } from './types';
import { BATCH_CONCURRENCY, useShiftBatch } from './useShiftBatch';

const TZ = 'Europe/Berlin';

describe('publishing a week', () => {
  it('sends at most BATCH_CONCURRENCY updates at once, shows progress, and retries only the ones that failed', async () => {
    const store = makeStore(signedInState('manager', 'store-1'));
    const monday = addDays(weekStartOf(todayIn(TZ), 1), 14);
    const drafts: Shift[] = [];
    for (let i = 0; i < 7; i++) {
      const day = addDays(monday, i);
      const shift = {
        userId: '',
        role: 'cook',
        start: instantAt(day, '08:00', TZ),
        end: instantAt(day, '12:00', TZ),
        breakMinutes: 0,
        status: 'draft' as const,
        notes: '',
      };
      const created = await store.dispatch(shiftsApi.endpoints.createShift.initiate({ storeId: 'store-1', shift }));
      if (!created.data) throw new Error('not created');
      drafts.push(created.data);
    }
    const failing = new Set([drafts[1]?.id, drafts[4]?.id]);
    let inFlight = 0;
    let peak = 0;
    // In front of the mock: counts parallel requests and refuses two shifts on the first try.
    server.use(
      http.put(apiPath('v1/shift'), async ({ request }) => {
        const body: unknown = await request.clone().json();
        const id = typeof body === 'object' && body !== null && 'id' in body ? String(body.id) : '';
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, 15));
        inFlight -= 1;
        if (failing.delete(id)) return HttpResponse.json({ message: 'Busy' }, { status: 503 });
        return undefined;
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useShiftBatch('store-1'), { wrapper });

    let ok = true;
    await act(async () => {
      ok = await result.current.run('Publish week', drafts, 'publish');
    });
    expect(ok).toBe(false);
    expect(peak).toBe(BATCH_CONCURRENCY);
    expect(result.current.state).toMatchObject({ label: 'Publish week', total: 7, done: 7, failed: 2, running: false });
    const statusOf = (s: Shift) => mockShifts.get(s.id)?.status;
    expect(drafts.map(statusOf)).toEqual(['published', 'draft', 'published', 'published', 'draft', 'published', 'published']);

    await act(async () => {
      ok = await result.current.retry();
    });
    expect(ok).toBe(true);
    await waitFor(() => expect(result.current.state).toMatchObject({ total: 2, done: 2, failed: 0 }));
    expect(drafts.map(statusOf).every((s) => s === 'published')).toBe(true);
  });
});
