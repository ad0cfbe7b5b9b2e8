import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orders } from '@mocks/db/orders';
import { server } from '@mocks/node';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

describe('order form: a stale save (issue #29)', ROUTE_TEST, () => {
  it('keeps the typed values on 409, shows theirs vs mine, and Keep mine saves over the new version', async () => {
    const draft = orders.where((o) => o.storeId === 'store-1' && o.status === 'draft')[0];
    if (!draft) throw new Error('the seed has a draft order in store-1');
    const log = logRequests(server);
    const { user } = renderRoute(`/order/${draft.id}`, { as: 'manager' });
    const notes = await screen.findByLabelText('Notes', undefined, PAGE_LOAD);
    expect(notes).toBeEnabled();
    // Saved in another tab meanwhile.
    orders.update(draft.id, { notes: 'Theirs: back door', version: 2 });

    await user.clear(notes);
    await user.type(notes, 'Mine: front door');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const notice = await screen.findByRole('alert', { name: 'Someone else saved this record while you were editing' });
    expect(within(notice).getByText('This order was changed by someone else since you opened it.')).toBeInTheDocument();
    const row = within(notice).getByRole('row', { name: /^Notes / });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Theirs: back door', 'Mine: front door', 'Mine (you changed it)']);
    expect(notes).toHaveValue('Mine: front door');

    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText(`Order ${draft.number} saved`)).toBeInTheDocument();
    const versions = log.all
      .filter((r) => r.method === 'PUT' && r.path === 'v1/order')
      .map((r) => (r.body as { version?: number }).version);
    expect(versions).toEqual([1, 2]);
    expect(orders.get(draft.id)).toMatchObject({ notes: 'Mine: front door', version: 3 });
  });
});
