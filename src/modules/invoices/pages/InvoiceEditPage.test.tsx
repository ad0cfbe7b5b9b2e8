import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
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
});
