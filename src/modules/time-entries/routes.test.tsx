import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { handlers } from '@mocks/handlers';
import { failWith, lostAnswer, SPEC_ONLY_KEY } from '@mocks/scenarios';
import { logRequests } from '@/test/requestLog';
import { renderRoute } from '@/test/render';

const ROUTE_TEST = { timeout: 60_000 };

describe('/time-entry/form', () => {
  it('asks for a date before fetching the history, and sends no request without one', ROUTE_TEST, async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/time-entry/form', { as: 'staff' });
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 15_000 });
    const date = within(history).getByLabelText('Date');
    await waitFor(() => expect(log.count('GET', 'v1/time-entry/history')).toBeGreaterThan(0));
    const before = log.count('GET', 'v1/time-entry/history');
    await user.clear(date);
    expect(await within(history).findByText('Date is required for fetching time entry history')).toBeInTheDocument();
    expect(log.all.some((r) => r.path === 'v1/time-entry/history' && !r.query.date)).toBe(false);
    expect(log.count('GET', 'v1/time-entry/history')).toBe(before);
  });

  it('keeps a failed clock-in as not sent and sends it on retry, with the same record', ROUTE_TEST, async () => {
    server.use(failWith('post', 'v1/time-entry', 503, 'Clock down', { once: true }));
    // Registered last, so it sees every request before the failure scenario answers.
    const log = logRequests(server);
    const { user } = renderRoute('/time-entry/form', { as: 'staff' });
    const clock = await screen.findByRole('region', { name: 'Time clock' }, { timeout: 15_000 });
    await user.click(await within(clock).findByRole('button', { name: 'Clock in' }));
    const withNote = within(clock).queryByRole('button', { name: 'Clock in with note' });
    if (withNote) {
      await user.type(within(clock).getByLabelText('Note'), 'Covering');
      await user.click(withNote);
    }
    expect(await within(clock).findByText('Not sent')).toBeInTheDocument();
    expect(within(clock).getByText('Clock down')).toBeInTheDocument();
    expect(localStorage.getItem('storeops.timeclock.unsent.store-1.user-staff')).toContain('clockIn');
    await user.click(within(clock).getByRole('button', { name: 'Retry' }));
    expect(await within(clock).findByText('Sent')).toBeInTheDocument();
    const posts = log.all.filter((r) => r.method === 'POST' && r.path === 'v1/time-entry');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(localStorage.getItem('storeops.timeclock.unsent.store-1.user-staff')).toBeNull();
  });
});

describe('the clock against a spec-only server (issue 41)', () => {
  it('a clock-in whose answer is lost, then Retry: the day is read and the entry continued, one entry', ROUTE_TEST, async () => {
    // A server of the spec alone: no clientId, no overlap refusal (mocks/handlers/timeEntries.ts); setup.ts clears the switch.
    localStorage.setItem(SPEC_ONLY_KEY, '1');
    server.use(lostAnswer('post', 'v1/time-entry', handlers, { once: true }));
    const log = logRequests(server);
    const { user } = renderRoute('/time-entry/form', { as: 'staff' });
    const clock = await screen.findByRole('region', { name: 'Time clock' }, { timeout: 15_000 });
    await user.click(await within(clock).findByRole('button', { name: 'Clock in' }));
    const withNote = within(clock).queryByRole('button', { name: 'Clock in with note' });
    if (withNote) {
      await user.type(within(clock).getByLabelText('Note'), 'Covering');
      await user.click(withNote);
    }
    expect(await within(clock).findByText('Not sent')).toBeInTheDocument();
    await user.click(within(clock).getByRole('button', { name: 'Retry' }));
    expect(await within(clock).findByText('Sent')).toBeInTheDocument();
    const posts = log.all.filter((r) => r.method === 'POST' && r.path === 'v1/time-entry');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toHaveProperty('id');
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('row')
          .filter((r) => within(r).queryByText('Web')),
      ).toHaveLength(1),
    );
  });
});

describe('the clock within one round trip (issue 29)', () => {
  it('clock in, then Start break before the answer: one entry, the break sent after it as an update', ROUTE_TEST, async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // The first POST waits until released, then falls through to the demo server's handler.
    server.use(
      http.post(
        apiPath('v1/time-entry'),
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const log = logRequests(server);
    const { user } = renderRoute('/time-entry/form', { as: 'staff' });
    const clock = await screen.findByRole('region', { name: 'Time clock' }, { timeout: 15_000 });
    await user.click(await within(clock).findByRole('button', { name: 'Clock in' }));
    const withNote = within(clock).queryByRole('button', { name: 'Clock in with note' });
    if (withNote) {
      await user.type(within(clock).getByLabelText('Note'), 'Covering');
      await user.click(withNote);
    }
    await user.click(await within(clock).findByRole('button', { name: 'Start break' }));
    await waitFor(() => expect(log.count('POST', 'v1/time-entry')).toBe(1));
    answer();
    expect(await within(clock).findByText('Sent')).toBeInTheDocument();
    const posts = log.all.filter((r) => r.method === 'POST' && r.path === 'v1/time-entry');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).not.toHaveProperty('id');
    expect(posts[1]?.body).toHaveProperty('id');
    expect(posts[1]?.body).toHaveProperty('breaks.0.start');
  });
});

describe('partial time entries (issue 32)', () => {
  it(
    'renders an entry carrying only its id on /time-entry/form and on the review, as "unknown person" and "time not set"',
    ROUTE_TEST,
    async () => {
      server.use(http.get(apiPath('v1/time-entry/history'), () => HttpResponse.json([{ id: 'te-partial' }])));
      const { unmount } = renderRoute('/time-entry/form', { as: 'manager' });
      const history = await screen.findByRole('region', { name: 'History' }, { timeout: 15_000 });
      expect(await within(history).findByText('unknown person')).toBeInTheDocument();
      expect(within(history).getByText('time not set')).toBeInTheDocument();
      expect(screen.queryByText(/unexpected shape/)).toBeNull();
      unmount();

      renderRoute('/time-entry/review', { as: 'manager' });
      const table = await screen.findByRole('table', { name: 'Time entries to review' }, { timeout: 15_000 });
      // The review asks the history day by day; the mock answers the partial entry for each of the week's 7 days. Each row
      // shows it without a person, a date or a clock-in.
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(7);
      for (const row of rows) {
        expect(within(row).getByText('unknown person')).toBeInTheDocument();
        expect(within(row).getAllByText('time not set')).toHaveLength(2);
      }
      // Without its times it cannot be decided.
      expect(within(table).queryByRole('button', { name: /^Approve / })).toBeNull();
      expect(screen.queryByText(/unexpected shape/)).toBeNull();
    },
  );
});
