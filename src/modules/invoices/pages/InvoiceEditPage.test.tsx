import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoices } from '@mocks/db/invoices';
import { server } from '@mocks/node';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { findConflictView } from '@/test/conflictView';
import { renderRoute } from '@/test/render';

describe('invoice page', () => {
  it('reads "27,45" as 27.45, refuses "2,5,1" at the field and saves into the store it was opened for', ROUTE_TEST, async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/invoice', { as: 'manager' });
    await screen.findByRole('heading', { level: 1, name: 'New invoice' }, PAGE_LOAD);
    await user.type(screen.getByLabelText('Invoice number'), 'RE-COMMA-1');
    await user.type(screen.getByLabelText('Net'), '2,5,1');
    expect(screen.getByText('Enter a number like 2.5 or 2,5.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(log.count('POST', 'v1/invoice')).toBe(0);

    await user.clear(screen.getByLabelText('Net'));
    await user.type(screen.getByLabelText('Net'), '27,45');
    await user.type(screen.getByLabelText('VAT'), '1,92');
    await user.type(screen.getByLabelText('Gross'), '29,37');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await screen.findByRole('heading', { level: 1, name: 'Invoice RE-COMMA-1' }, PAGE_LOAD);
    const posted = log.all.filter((r) => r.method === 'POST' && r.path === 'v1/invoice');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({ storeId: 'store-1', net: 27.45, vat: 1.92, gross: 29.37, invoiceNumber: 'RE-COMMA-1' });
  });

  it('shows a viewer (orders.read) the invoice read-only and sends no write', ROUTE_TEST, async () => {
    const log = logRequests(server);
    renderRoute('/invoice/inv-1-006', { as: 'viewer' });
    await screen.findByRole('heading', { level: 1, name: /^Invoice / }, PAGE_LOAD);
    expect(screen.getByLabelText('Invoice number')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update payment' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Invoice history' })).toBeInTheDocument();
    expect(log.all.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it(
    'a stale save (issue #41) shows theirs vs mine, sends the version it opened with, and Keep mine keeps their note with my number',
    ROUTE_TEST,
    async () => {
      const opened = invoices.where((i) => i.storeId === 'store-1' && i.status === 'needs_review')[0];
      if (!opened) throw new Error('the seed has an invoice to review in store-1');
      const log = logRequests(server);
      const { user } = renderRoute(`/invoice/${opened.id}`, { as: 'manager' });
      const number = await screen.findByLabelText('Invoice number', {}, PAGE_LOAD);
      // The other tab saves first: the note changes, the version moves on to 2.
      invoices.update(opened.id, { notes: 'Theirs note', version: 2 });
      await user.clear(number);
      await user.type(number, 'RE-MINE-1');
      await user.click(screen.getByRole('button', { name: 'Save invoice' }));

      const { notice, cells } = await findConflictView();
      expect(cells('Invoice number')).toEqual([opened.invoiceNumber || '—', 'RE-MINE-1', 'Mine (you changed it)']);
      expect(cells('Notes')).toEqual(['Theirs note', opened.notes || '—', 'Theirs (you did not change it)']);

      await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
      expect(await screen.findByText('Invoice RE-MINE-1 saved')).toBeInTheDocument();
      const versions = log.all.filter((r) => r.method === 'PUT').map((r) => (r.body as { version?: number }).version);
      expect(versions).toEqual([1, 2]);
      expect(invoices.get(opened.id)).toMatchObject({ invoiceNumber: 'RE-MINE-1', notes: 'Theirs note', version: 3 });
    },
  );
});
