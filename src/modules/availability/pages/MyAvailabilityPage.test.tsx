import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shiftNotes, shiftNotesId } from '@mocks/db/shiftNotes';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

describe('/shift (own availability)', () => {
  it('validates before sending and keeps the input when the save fails', ROUTE_TEST, async () => {
    const { user } = renderRoute('/shift', { as: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My availability' }, PAGE_LOAD)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Submit for approval' }, PAGE_LOAD);
    server.use(failWith('patch', 'v1/user/shift-notes', 500, ''));
    // Registered last, the log sees each request before the failing answer.
    const log = logRequests(server);

    await user.click(within(screen.getByRole('group', { name: 'Sunday' })).getByLabelText('All day'));
    await user.click(screen.getByRole('button', { name: 'Add exception' }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('An exception needs a date.')).toBeInTheDocument();
    expect(log.count('PATCH', 'v1/user/shift-notes')).toBe(0);

    const exception = screen.getByRole('group', { name: 'Exception 1' });
    await user.type(within(exception).getByLabelText('Date'), '2030-06-04');
    await user.type(within(exception).getByLabelText('Reason'), 'Dentist');
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Failed to submit user notes')).toBeInTheDocument();
    expect(log.count('PATCH', 'v1/user/shift-notes')).toBe(1);
    // The typed values are still there.
    expect(within(screen.getByRole('group', { name: 'Sunday' })).getByLabelText('All day')).toBeChecked();
    expect(within(exception).getByLabelText('Reason')).toHaveValue('Dentist');
    expect(within(exception).getByLabelText('Date')).toHaveValue('2030-06-04');
  });

  it(
    'a stale save (issue #41) shows the conflict view; Keep mine saves my week over their version and keeps their note',
    ROUTE_TEST,
    async () => {
      const { user } = renderRoute('/shift', { as: 'staff' });
      await screen.findByRole('button', { name: 'Submit for approval' }, PAGE_LOAD);
      const log = logRequests(server);
      // Another tab of the same person saves first: the note changes, the version moves on to 2.
      const id = shiftNotesId('store-1', 'user-staff');
      shiftNotes.update(id, { note: 'Theirs note', version: 2 });
      await user.click(within(screen.getByRole('group', { name: 'Sunday' })).getByLabelText('All day'));
      await user.click(screen.getByRole('button', { name: 'Submit for approval' }));

      const notice = await screen.findByRole('alert', { name: 'Someone else saved this record while you were editing' });
      expect(within(notice).getByText('This record was changed by someone else since you opened it.')).toBeInTheDocument();
      // Nothing typed is lost.
      expect(within(screen.getByRole('group', { name: 'Sunday' })).getByLabelText('All day')).toBeChecked();
      await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
      expect(await screen.findByText('Availability submitted for approval')).toBeInTheDocument();
      const versions = log.all.filter((r) => r.method === 'PATCH').map((r) => (r.body as { version?: number }).version);
      expect(versions).toEqual([1, 2]);
      const stored = shiftNotes.get(id);
      expect(stored).toMatchObject({ note: 'Theirs note', status: 'pending', version: 3 });
      expect(stored?.weekly.some((r) => r.weekday === 0)).toBe(true);
    },
  );

  it(
    "tells an owner, who is not on the store's staff, that there is no availability to give, without an error or a retry (issue #41)",
    ROUTE_TEST,
    async () => {
      renderRoute('/shift', { as: 'owner' });
      expect(await screen.findByRole('heading', { level: 1, name: 'My availability' }, PAGE_LOAD)).toBeInTheDocument();
      expect(
        await screen.findByText('You are not on the staff of this store, so there is no availability to give here.', undefined, PAGE_LOAD),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Staff member not found/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'My availability' })).not.toBeInTheDocument();
    },
  );
});
