import { screen, within } from '@testing-library/react';
import { clockNow } from '@/test/clock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { shiftJobs } from '@mocks/db/shifts';
import { instantAt } from '@mocks/rules/calendar';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { rememberJob } from '../jobMemory';
import { addDays, todayIn, weekStartOf } from '../time';

const TZ = 'Europe/Berlin';
const monday = weekStartOf(todayIn(TZ), 1);
const at = (time: string) => instantAt(monday, time, TZ);

/** Issue #44: each slot the generator left open names its binding reason, with the rule and who is free for part of it. */
describe('the reasons of unfilled slots', ROUTE_TEST, () => {
  afterEach(() => {
    shiftJobs.remove('job-reasons');
    sessionStorage.clear();
    vi.restoreAllMocks();
    activate('en'); // the next test file expects English
  });

  function seedJob() {
    shiftJobs.insert({
      id: 'job-reasons',
      storeId: 'store-1',
      status: 'SUCCEEDED',
      progress: 1,
      createdAt: new Date(clockNow()).toISOString(),
      startDate: monday,
      endDate: addDays(monday, 6),
      replaceDrafts: false,
      scenario: 'normal',
      resultRef: 'v1/shift/generation-jobs/job-reasons/result',
      unfilled: [
        { date: monday, role: 'barista', start: at('07:00'), end: at('09:00'), missing: 1, reason: 'working_time', rule: 'rest' },
        {
          date: monday,
          role: 'manager',
          start: at('15:00'),
          end: at('17:00'),
          missing: 1,
          reason: 'no_one_available',
          partlyFree: [{ userId: 'u1', userName: 'Lena Becker', start: at('15:00'), end: at('16:00') }],
        },
        { date: monday, role: 'cook', start: at('11:00'), end: at('15:00'), missing: 1, reason: 'contract_cap' },
      ],
      summary: { hours: 0, cost: 0, coverage: 0.5 },
    });
    rememberJob('store-1', { jobId: 'job-reasons', startedAt: clockNow() - 60_000, startDate: monday, endDate: addDays(monday, 6) });
  }

  it('in English', async () => {
    seedJob();
    renderRoute(`/shifts?date=${monday}`, { as: 'manager' });
    await screen.findByRole('heading', { level: 1, name: 'Shift planning' }, PAGE_LOAD);
    const slots = await screen.findByRole('list', { name: 'Unfilled slots' }, PAGE_LOAD);
    expect(within(slots).getByText(/barista 7:00\sAM–9:00\sAM: 1 missing — Working-time law: the rest between shifts/)).toBeInTheDocument();
    expect(within(slots).getByText(/manager 3:00\sPM–5:00\sPM: 1 missing — No one available/)).toBeInTheDocument();
    expect(within(slots).getByText(/^Free for part of it: Lena Becker 3:00\sPM–4:00\sPM$/)).toBeInTheDocument();
    expect(within(slots).getByText(/Those free then are at their contracted hours/)).toBeInTheDocument();
  });

  it('in German', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    await switchLanguage('de');
    seedJob();
    renderRoute(`/shifts?date=${monday}`, { as: 'manager', language: 'de' });
    await screen.findByRole('heading', { level: 1, name: 'Schichtplanung' }, PAGE_LOAD);
    const slots = await screen.findByRole('list', { name: 'Unbesetzte Plätze' }, PAGE_LOAD);
    expect(within(slots).getByText(/Arbeitszeitgesetz: die Ruhezeit zwischen den Schichten/)).toBeInTheDocument();
    expect(within(slots).getByText('Teilweise frei: Lena Becker 15:00–16:00')).toBeInTheDocument();
    expect(within(slots).getByText(/Wer dann frei ist, hat die Vertragsstunden erreicht/)).toBeInTheDocument();
  });
});
