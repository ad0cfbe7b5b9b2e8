import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { shifts } from '@mocks/db/shifts';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { keepDrafts } from '@/session/formDrafts';
import { logRequests } from '@/test/requestLog';
import { ShiftPanel } from './components/ShiftPanel';
import { renderInStore } from '@/test/renderInStore';

const TZ = 'Europe/Berlin';

function renderPanel() {
  const onClose = vi.fn();
  const view = renderInStore(
    <ShiftPanel
      storeId="store-1"
      target={{ userId: 'emp-1-1', day: '2026-03-10' }}
      rows={[
        { userId: '', name: 'Open shifts' },
        { userId: 'emp-1-1', name: 'Emma Example' },
      ]}
      roles={['cook', 'barista']}
      timeZone={TZ}
      conflicts={[]}
      canEdit
      onClose={onClose}
    />,
  );
  const panel = screen.getByRole('dialog', { name: 'New shift' });
  return { ...view, onClose, panel, field: (label: string) => within(panel).getByLabelText(label) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shift panel on the form kit', () => {
  it("offers values kept at a session expiry in their own panel only, never in another shift's", async () => {
    keepDrafts('user-manager', [{ path: '/shifts', form: 'shift-sh-9', values: { notes: 'Another shift' } }]);
    const { panel: other, unmount } = renderPanel();
    expect(within(other).queryByRole('button', { name: 'Restore my changes' })).toBeNull();
    unmount();
    keepDrafts('user-manager', [{ path: '/shifts', form: 'shift-new', values: { notes: 'Kept for the new shift' } }]);
    const { user, panel, field } = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Restore my changes' }));
    expect(field('Notes')).toHaveValue('Kept for the new shift');
  });

  it('refuses a bad break at the field and sends the body of a night shift for the store it was opened for', async () => {
    const log = logRequests(server);
    const { user, onClose, field, panel } = renderPanel();
    await user.clear(field('Role'));
    await user.type(field('Role'), ' cook ');
    await user.clear(field('Start'));
    await user.type(field('Start'), '22:00');
    await user.clear(field('End'));
    await user.type(field('End'), '06:00');
    await user.clear(field('Break (minutes)'));
    await user.type(field('Break (minutes)'), '2,5,1');
    expect(within(panel).getByText('Enter a number like 2.5 or 2,5.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create shift' }));
    await user.clear(field('Break (minutes)'));
    await user.type(field('Break (minutes)'), '2,5');
    await user.click(within(panel).getByRole('button', { name: 'Create shift' }));
    expect(await within(panel).findByText('Break must be whole minutes.')).toBeInTheDocument();
    expect(field('Break (minutes)')).toHaveAttribute('aria-invalid', 'true');
    expect(log.count('POST', 'v1/shift')).toBe(0);

    await user.clear(field('Break (minutes)'));
    await user.type(field('Break (minutes)'), '15');
    await user.click(within(panel).getByRole('button', { name: 'Create shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = log.all.filter((r) => r.method === 'POST' && r.path === 'v1/shift');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      storeId: 'store-1',
      userId: 'emp-1-1',
      role: 'cook',
      breakMinutes: 15,
      status: 'draft',
      notes: '',
    });
    const { start, end } = z.object({ start: z.string(), end: z.string() }).parse(sent[0]?.body);
    expect(new Date(start).toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-03-11T05:00:00.000Z');
  });

  it('a shift saved meanwhile by someone else: the typed values stay, theirs vs mine is shown, Keep mine saves over theirs (issue #29)', async () => {
    const opened = {
      id: 'sh-conflict',
      storeId: 'store-1',
      userId: 'emp-1-1',
      role: 'cook',
      start: '2026-03-10T08:00:00.000Z',
      end: '2026-03-10T16:00:00.000Z',
      breakMinutes: 30,
      status: 'draft' as const,
      notes: '',
    };
    shifts.insert(opened);
    // The other tab saves first: the stored shift moves on to version 2.
    shifts.update(opened.id, { notes: 'Theirs', version: 2 });
    const log = logRequests(server);
    const onClose = vi.fn();
    const { user } = renderInStore(
      <ShiftPanel
        storeId="store-1"
        target={{ shift: { ...opened, version: 1 }, userId: 'emp-1-1', day: '2026-03-10' }}
        rows={[{ userId: 'emp-1-1', name: 'Emma Example' }]}
        roles={['cook']}
        timeZone={TZ}
        conflicts={[]}
        canEdit
        onClose={onClose}
      />,
    );
    const panel = screen.getByRole('dialog', { name: 'Edit shift' });
    await user.type(within(panel).getByLabelText('Notes'), 'Mine');
    await user.click(within(panel).getByRole('button', { name: 'Save shift' }));
    const notice = await within(panel).findByRole('alert', { name: 'Someone else saved this record while you were editing' });
    const notes = within(notice).getByRole('row', { name: /Notes/ });
    expect(within(notes).getByText('Theirs')).toBeInTheDocument();
    expect(within(notes).getByText('Mine')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Notes')).toHaveValue('Mine');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = log.all.filter((r) => r.method === 'PUT' && r.path === 'v1/shift');
    expect(puts.map((r) => z.object({ version: z.optional(z.number()) }).parse(r.body).version)).toEqual([1, 2]);
    expect(shifts.get(opened.id)).toMatchObject({ notes: 'Mine', version: 3 });
  });

  it('keeps the input when the save fails, shows the server field errors at the fields and sends once per click', async () => {
    let calls = 0;
    server.use(
      http.post(apiPath('v1/shift'), async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ message: 'Check the shift.', fieldErrors: { role: 'Role is not known.' } }, { status: 422 });
      }),
    );
    const { user, onClose, field, panel } = renderPanel();
    await user.clear(field('Role'));
    await user.type(field('Role'), 'juggler');
    await user.dblClick(within(panel).getByRole('button', { name: 'Create shift' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Check the shift.');
    expect(within(panel).getByText('Role is not known.')).toBeInTheDocument();
    expect(field('Role')).toHaveValue('juggler');
    expect(calls).toBe(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before a store switch while dirty; staying keeps it for its store, agreeing closes it without saving', async () => {
    const log = logRequests(server);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, store, onClose, field, switchStore } = renderPanel();
    await user.clear(field('Role'));
    await user.type(field('Role'), 'barista');

    switchStore('store-2');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(store.getState().currentStore.store?.id).toBe('store-1');
    expect(field('Role')).toHaveValue('barista');
    expect(onClose).not.toHaveBeenCalled();

    switchStore('store-2');
    expect(store.getState().currentStore.store?.id).toBe('store-2');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledTimes(2);
    // The panel is still mounted here (the test does not unmount it on close): a submit sends nothing.
    await user.click(screen.getByRole('button', { name: 'Create shift' }));
    expect(log.count('POST', 'v1/shift')).toBe(0);
  });

  it('a clean panel closes on a store switch without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { store, onClose, switchStore } = renderPanel();
    switchStore('store-2');
    expect(confirm).not.toHaveBeenCalled();
    expect(store.getState().currentStore.store?.id).toBe('store-2');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
