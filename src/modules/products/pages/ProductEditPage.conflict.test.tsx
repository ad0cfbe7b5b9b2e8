import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { products } from '@mocks/db/catalog';
import { server } from '@mocks/node';
import { findConflictView } from '@/test/conflictView';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

const versionsSent = (log: ReturnType<typeof logRequests>) =>
  log.all.filter((r) => r.method === 'POST' && r.path === 'v1/product').map((r) => (r.body as { version?: number }).version);

/** Issue #41: two people, one product; "Keep mine" keeps their change where I changed nothing. */
describe('product form: a stale save', ROUTE_TEST, () => {
  it('shows theirs vs mine with what Keep mine saves; Keep mine keeps their category, my price, and my name over theirs', async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/product/prod-1-001', { as: 'manager' });
    const name = await screen.findByLabelText('Name', {}, PAGE_LOAD);
    const opened = products.get('prod-1-001');
    if (!opened) throw new Error('the seed has prod-1-001');
    // The other tab saves first: name and category change, the version moves on to 2.
    products.update(opened.id, { name: 'Theirs name', category: 'Theirs category', version: 2 });

    await user.clear(name);
    await user.type(name, 'Mine name');
    const price = screen.getByRole('textbox', { name: /^Price per / });
    await user.clear(price);
    await user.type(price, '99.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const notice = await screen.findByRole('alert', { name: 'Someone else saved this record while you were editing' });
    const table = within(notice).getByRole('table', { name: 'Fields that differ: their saved value and yours' });
    const cells = (label: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${label} `) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Name')).toEqual(['Theirs name', 'Mine name', 'Mine (you changed it)']);
    expect(cells('Category')).toEqual(['Theirs category', opened.category, 'Theirs (you did not change it)']);
    expect(cells('Price per purchase unit')).toEqual([String(opened.unitPrice), '99.5', 'Mine (you changed it)']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Nothing typed is lost.
    expect(screen.getByLabelText('Name')).toHaveValue('Mine name');

    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(versionsSent(log)).toEqual([1, 2]);
    expect(products.get(opened.id)).toMatchObject({ name: 'Mine name', category: 'Theirs category', unitPrice: 99.5, version: 3 });
    expect(screen.getByLabelText('Category')).toHaveValue('Theirs category');
  });
});

/** Issue #41: deactivating a product someone else saved since it was opened. */
describe('product form: a stale deactivate', ROUTE_TEST, () => {
  it('shows the comparison with the deactivation as mine, not a failure; Keep mine deactivates over their version', async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/product/prod-1-002', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate product' }, PAGE_LOAD));
    const opened = products.get('prod-1-002');
    if (!opened?.active) throw new Error('the seed has prod-1-002, active');
    // The other tab saves first.
    products.update(opened.id, { category: 'Theirs category', version: 2 });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));

    const { notice, cells } = await findConflictView();
    expect(within(notice).getByText('This record was changed by someone else since you opened it.')).toBeInTheDocument();
    expect(cells('Active \\(can be ordered\\)')).toEqual(['Yes', 'No', 'Mine (you changed it)']);
    expect(cells('Category')).toEqual(['Theirs category', opened.category, 'Theirs (you did not change it)']);
    expect(screen.queryByText('Failed to save product')).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(versionsSent(log)).toEqual([1, 2]);
    expect(products.get(opened.id)).toMatchObject({ active: false, category: 'Theirs category', version: 3 });
  });
});
