import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { apiPath } from '@mocks/http';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('supplier list', ROUTE_TEST, () => {
  it('lists, sorts and filters by status, keeping the view in the URL', async () => {
    const { user, location } = renderRoute('/suppliers', { as: 'manager' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Suppliers' }, PAGE_LOAD)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Alpen Obst & Gemüse' }, PAGE_LOAD);
    // All 30 in the table (virtual rows: the ones in view are in the DOM).
    expect(screen.getByRole('table', { name: 'Suppliers, 30 rows' })).toHaveAttribute('aria-rowcount', '31');
    expect(rowNames()[0]).toBe('Alpen Obst & Gemüse');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(rowNames()[0]).toBe('Weinkontor Pfalz');
    expect(location().search).toBe('?sort=name%3Adesc');

    await user.selectOptions(screen.getByLabelText('Status'), 'archived');
    expect(rowNames()).toEqual(['Metro-Style Großmarkt']);
    expect(new URLSearchParams(location().search).get('status')).toBe('archived');
  });

  it('searches as you type through the search call and puts the query in the URL', async () => {
    const log = logRequests(server);
    const { user, location } = renderRoute('/suppliers', { as: 'manager' });
    await screen.findByRole('link', { name: 'Hanse Getränke' }, PAGE_LOAD);
    // One input event (a paste): typing speed on a loaded machine must not decide the count.
    await user.click(screen.getByLabelText('Search suppliers'));
    await user.paste('hanse');
    await screen.findByText('1 supplier', {}, PAGE_LOAD);
    expect(rowNames()).toEqual(['Hanse Getränke']);
    expect(location().search).toBe('?q=hanse');
    expect(log.all.filter((r) => r.path === 'v1/supplier/search').map((r) => r.query.q)).toEqual(['hanse']);
  });

  it('a link with ?q= reproduces the view', async () => {
    const log = logRequests(server);
    renderRoute('/suppliers?q=alster&status=active', { as: 'manager' });
    await screen.findByRole('link', { name: 'Kaffeerösterei Alster' }, PAGE_LOAD);
    expect(rowNames()).toEqual(['Kaffeerösterei Alster']);
    expect(screen.getByLabelText('Search suppliers')).toHaveValue('alster');
    expect(log.count('GET', 'v1/supplier')).toBe(0);
    expect(log.count('GET', 'v1/supplier/search')).toBe(1);
  });

  it('shows the empty state', async () => {
    server.use(http.get(apiPath('v1/supplier'), () => HttpResponse.json([])));
    renderRoute('/suppliers', { as: 'manager' });
    expect(await screen.findByText('No suppliers yet.', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to fetch suppliers' when it has none", async () => {
    server.use(failWith('get', 'v1/supplier', 500, '', { once: true }), failWith('get', 'v1/supplier', 500, 'Supplier service down'));
    const { user } = renderRoute('/suppliers', { as: 'manager' });
    expect(await screen.findByText('Failed to fetch suppliers', {}, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Supplier service down')).toBeInTheDocument();
  });

  it('offers no write actions without suppliers.write; the name opens the supplier read-only', async () => {
    const { user } = renderRoute('/suppliers', { as: 'viewer' });
    await screen.findByText('Alpen Obst & Gemüse', {}, PAGE_LOAD);
    expect(screen.queryByRole('link', { name: 'New supplier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await user.click(screen.getByRole('link', { name: 'Alpen Obst & Gemüse' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpen Obst & Gemüse' }, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Supplier details' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save|^Create/ })).not.toBeInTheDocument();
  });

  it('finds a supplier whatever the case and diacritics ("alpen obst gemuse")', async () => {
    const { user, location } = renderRoute('/suppliers', { as: 'manager' });
    await screen.findByRole('link', { name: 'Alpen Obst & Gemüse' }, PAGE_LOAD);
    await user.click(screen.getByLabelText('Search suppliers'));
    await user.paste('GEMUSE');
    // The rows of the search's answer: the URL changes first, while the table may still show the
    // whole list or the search's loading state.
    await waitFor(() => {
      expect(location().search).toBe('?q=GEMUSE');
      expect(rowNames().length).toBeLessThan(30);
      expect(rowNames()).toContain('Alpen Obst & Gemüse');
    }, PAGE_LOAD);
  });

  it('a second visit within 60 s sends no request', async () => {
    const log = logRequests(server);
    const view = renderRoute('/suppliers', { as: 'manager' });
    await screen.findByRole('link', { name: 'Hanse Getränke' }, PAGE_LOAD);
    view.unmount();
    renderRoute('/suppliers', { as: 'manager', store: view.store });
    await screen.findByRole('link', { name: 'Hanse Getränke' }, PAGE_LOAD);
    expect(log.count('GET', 'v1/supplier')).toBe(1);
  });

  it('at 5,000 suppliers renders only the rows in view, keeping sort, filter and the full row count', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      id: `bulk-${i + 1}`,
      name: `Bulk supplier ${String(i + 1).padStart(4, '0')}`,
      status: i % 10 === 0 ? 'archived' : 'active',
      address: { street: '', postalCode: '', city: 'Berlin', country: 'DE' },
      deliveryWeekdays: [],
    }));
    // The mock reads its collection from storage (another tab's write, as the bench seeds it).
    localStorage.setItem('storeops.mock.suppliers', JSON.stringify(many));
    const { user } = renderRoute('/suppliers', { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Suppliers, 5000 rows' }, PAGE_LOAD);
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const shown = rowNames();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(shown[0]).toBe('Bulk supplier 0001');
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');

    await user.click(within(table).getByRole('button', { name: /^Name/ }));
    expect(rowNames()[0]).toBe('Bulk supplier 5000');
    expect(rowNames().length).toBeLessThan(60);

    await user.selectOptions(screen.getByLabelText('Status'), 'archived');
    expect(await screen.findByRole('table', { name: 'Suppliers, 500 rows' })).toHaveAttribute('aria-rowcount', '501');
    expect(rowNames()[0]).toBe('Bulk supplier 4991');
    expect(rowNames().length).toBeLessThan(60);
  });
});
