import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { apiPath } from '@mocks/http';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

async function openNewForm() {
  const view = renderRoute('/supplier', { as: 'manager' });
  await screen.findByRole('heading', { level: 1, name: 'New supplier' }, PAGE_LOAD);
  return view;
}

describe('supplier form', ROUTE_TEST, () => {
  it('validates before sending: required name, email, phone, VAT id, cut-off time, numbers', async () => {
    const log = logRequests(server);
    const { user } = await openNewForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.type(screen.getByLabelText('VAT id'), 'X1');
    await user.type(screen.getByLabelText('Order cut-off time'), '25:00');
    await user.clear(screen.getByLabelText('Lead time (days)'));
    await user.click(screen.getByRole('button', { name: 'Create supplier' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number, e.g. +49 30 1234567.')).toBeInTheDocument();
    expect(screen.getByText('Enter a VAT id like DE123456789.')).toBeInTheDocument();
    expect(screen.getByText('Enter a time as HH:mm, e.g. 14:00.')).toBeInTheDocument();
    expect(screen.getByText('Enter whole days from 0 to 60.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(log.all.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('refuses absurd numbers at the field with its bounds and never shows 1e+21; a name of zero-width characters is no name (issue #41)', async () => {
    const log = logRequests(server);
    const { user } = await openNewForm();
    const huge = '1000000000000000000000';
    await user.type(screen.getByLabelText('Name'), '\u200B\u200C\u2060');
    await user.clear(screen.getByLabelText('Payment terms (days)'));
    await user.type(screen.getByLabelText('Payment terms (days)'), huge);
    await user.clear(screen.getByLabelText('Minimum order value (EUR)'));
    await user.type(screen.getByLabelText('Minimum order value (EUR)'), huge);
    await user.click(screen.getByRole('button', { name: 'Create supplier' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment terms (days)')).toHaveValue(huge);
    expect(screen.getByLabelText('Payment terms (days)')).toHaveAccessibleDescription('Enter at most 365.');
    expect(screen.getByLabelText('Minimum order value (EUR)')).toHaveValue(huge);
    expect(screen.getByLabelText('Minimum order value (EUR)')).toHaveAccessibleDescription('Enter at most 1,000,000.');
    expect(screen.queryByDisplayValue(/e\+?\d/i)).not.toBeInTheDocument();
    expect(log.all.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('flags a name that already exists (trimmed, case-folded) with a link, and does not send it', async () => {
    const log = logRequests(server);
    const { user } = await openNewForm();
    await user.type(screen.getByLabelText('Name'), '  frischehof BRANDENBURG ');
    const warning = await screen.findByText(/A supplier named “Frischehof Brandenburg” already exists/);
    expect(within(warning).getByRole('link', { name: 'Open Frischehof Brandenburg' })).toHaveAttribute('href', '/supplier/sup-001');
    await user.click(screen.getByRole('button', { name: 'Create supplier' }));
    expect(await screen.findByText('A supplier with this name already exists.')).toBeInTheDocument();
    expect(log.count('POST', 'v1/supplier')).toBe(0);
  });

  it('does not flag the supplier being edited', async () => {
    renderRoute('/supplier/sup-001', { as: 'manager' });
    expect(await screen.findByLabelText('Name', {}, PAGE_LOAD)).toHaveValue('Frischehof Brandenburg');
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
  });

  it("a failed save keeps the input and shows 'Failed to save supplier' when the server sends no message", async () => {
    server.use(failWith('post', 'v1/supplier', 500, ''));
    const { user, location } = await openNewForm();
    await user.type(screen.getByLabelText('Name'), 'Neue Mühle');
    await user.type(screen.getByLabelText('Email'), 'info@muehle.example');
    await user.click(screen.getByLabelText('Tuesday'));
    await user.click(screen.getByRole('button', { name: 'Create supplier' }));
    expect(await screen.findByText('Failed to save supplier')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Name')).toHaveValue('Neue Mühle');
    expect(screen.getByLabelText('Email')).toHaveValue('info@muehle.example');
    expect(screen.getByLabelText('Tuesday')).toBeChecked();
    expect(location().pathname).toBe('/supplier');
  });

  it("shows the server's message and its field errors at the fields", async () => {
    server.use(
      http.post(apiPath('v1/supplier'), () =>
        HttpResponse.json(
          { message: 'Some fields need attention.', fieldErrors: { orderEmail: 'This address bounces.', 'address.city': 'Unknown city.' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openNewForm();
    await user.type(screen.getByLabelText('Name'), 'Neue Mühle');
    await user.type(screen.getByLabelText('Order email'), 'orders@muehle.example');
    await user.click(screen.getByRole('button', { name: 'Create supplier' }));
    expect(await screen.findByText('Some fields need attention.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Order email')).toHaveAccessibleDescription('This address bounces.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Unknown city.');
    expect(screen.getByLabelText('Order email')).toHaveValue('orders@muehle.example');
  });

  it('creates a supplier with the typed body and opens its page', async () => {
    const log = logRequests(server);
    const { user, location } = await openNewForm();
    await user.type(screen.getByLabelText('Name'), ' Neue Mühle ');
    await user.type(screen.getByLabelText('VAT id'), 'de 123 456 789');
    await user.click(screen.getByLabelText('Thursday'));
    await user.click(screen.getByLabelText('Monday'));
    await user.type(screen.getByLabelText('Order cut-off time'), '09:30');
    await user.click(screen.getByRole('button', { name: 'Create supplier' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Mühle' }, PAGE_LOAD)).toBeInTheDocument();
    expect(location().pathname).toBe('/supplier/sup-31');
    const post = log.all.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Neue Mühle', vatId: 'DE123456789', deliveryWeekdays: [1, 4], orderCutoffTime: '09:30' });
    expect(await screen.findByText('This supplier has no products in this store.')).toBeInTheDocument();
  });

  it("lists the supplier's products of the current store", async () => {
    renderRoute('/supplier/sup-001', { as: 'manager', storeId: 'store-2' });
    expect(await screen.findByRole('heading', { name: 'Products in Hamburg Harbour Bistro' }, PAGE_LOAD)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Products of this supplier' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it("'Failed to fetch suppliers' when the supplier cannot be loaded without a message", async () => {
    server.use(failWith('get', 'v1/supplier/:id', 500, ''));
    renderRoute('/supplier/sup-001', { as: 'manager' });
    expect(await screen.findByText('Failed to fetch suppliers', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('sends a read-only user to /unauthorized?reason=noPermission', async () => {
    const { location } = renderRoute('/supplier', { as: 'viewer' });
    await screen.findByText(/permission/i, {}, PAGE_LOAD);
    expect(`${location().pathname}${location().search}`).toBe('/unauthorized?reason=noPermission');
  });
});
