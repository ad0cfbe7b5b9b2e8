import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { products } from '@mocks/db/catalog';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('product list', ROUTE_TEST, () => {
  it("shows the current store's active products a page at a time, filters them, and switches with the store", async () => {
    const { user, location } = renderRoute('/products', { as: 'manager' });
    await screen.findByRole('table', { name: 'Products in Berlin Mitte Café' }, PAGE_LOAD);
    const active = products.where((p) => p.storeId === 'store-1' && p.active).length;
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText(`${active} products · page 1 of ${Math.ceil(active / 25)}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(new URLSearchParams(location().search).get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Category'), 'Dairy');
    await user.selectOptions(screen.getByLabelText('Supplier'), 'Milchwerk Nord');
    const expected = products.where((p) => p.storeId === 'store-1' && p.active && p.category === 'Dairy' && p.supplierId === 'sup-004');
    expect(bodyRows()).toHaveLength(expected.length);
    expect(location().search).toBe('?supplierId=sup-004&category=Dairy');

    const log = logRequests(server);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Current store' }), 'store-2');
    await screen.findByRole('table', { name: 'Products in Hamburg Harbour Bistro' }, PAGE_LOAD);
    expect(log.all.map((r) => `${r.path}?storeId=${r.query.storeId}`)).toContain('v1/product/list?storeId=store-2');
    const link = within(bodyRows()[0]).getAllByRole('link')[0];
    expect(link?.getAttribute('href')).toMatch(/^\/product\/prod-2-/);
  });

  it('shows the derived price per unit (g shown per kg)', async () => {
    renderRoute('/products?q=fresh%20basil&state=all', { as: 'manager' });
    await screen.findByRole('table', { name: /Products in/ }, PAGE_LOAD);
    const basil = products.where((p) => p.storeId === 'store-1' && p.name === 'Fresh basil')[0];
    const perKg = (Math.round(Number(basil.unitPrice) * 2 * 100) / 100).toFixed(2);
    expect(within(bodyRows()[0]).getByText(`€${perKg} / kg`)).toBeInTheDocument();
  });

  it("'Failed to fetch products' when the list fails without a message", async () => {
    server.use(failWith('get', 'v1/product/list', 500, ''));
    renderRoute('/products', { as: 'manager' });
    expect(await screen.findByText('Failed to fetch products', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('read-only users get no write actions, and open a product read-only from the list', async () => {
    const { user, location } = renderRoute('/products', { as: 'viewer' });
    await screen.findByRole('table', { name: /Products in/ }, PAGE_LOAD);
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    const link = within(bodyRows()[0]).getByRole('link');
    const name = link.textContent ?? '';
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name }, PAGE_LOAD)).toBeInTheDocument();
    expect(location().pathname).toMatch(/^\/product\/prod-/);
    expect(await screen.findByRole('heading', { name: 'Product details' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });
});

describe('product form', ROUTE_TEST, () => {
  it('derives the price per base unit while typing and creates the product in the current store', async () => {
    const log = logRequests(server);
    const { user, location } = renderRoute('/product?supplierId=sup-004', { as: 'manager', storeId: 'store-2' });
    await screen.findByRole('heading', { level: 1, name: 'New product' }, PAGE_LOAD);
    await screen.findByRole('option', { name: 'Milchwerk Nord' }, PAGE_LOAD);
    expect(screen.getByLabelText('Supplier')).toHaveValue('sup-004');
    await user.type(screen.getByLabelText('Name'), 'Skyr');
    await user.type(screen.getByLabelText('Category'), 'Dairy');
    await user.selectOptions(screen.getByLabelText('Purchase unit'), 'box');
    await user.selectOptions(screen.getByLabelText('Base unit'), 'g');
    await user.clear(screen.getByLabelText('Pack size'));
    await user.type(screen.getByLabelText('Pack size'), '5000');
    await user.clear(screen.getByLabelText('Price per box'));
    await user.type(screen.getByLabelText('Price per box'), '24.50');
    expect(screen.getByTestId('price-per-base-unit')).toHaveTextContent('Price per base unit: €0.0049 / g (€4.90 / kg)');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByRole('heading', { level: 1, name: 'Skyr' }, PAGE_LOAD);
    expect(location().pathname).toMatch(/^\/product\/prod-2-/);
    expect(log.all.find((r) => r.method === 'POST')?.body).toMatchObject({
      storeId: 'store-2',
      name: 'Skyr',
      supplierId: 'sup-004',
      category: 'Dairy',
      baseUnit: 'g',
      purchaseUnit: 'box',
      packSize: 5000,
      unitPrice: 24.5,
    });
  });

  it("a failed save keeps the input and shows 'Failed to save product' without a server message", async () => {
    server.use(failWith('post', 'v1/product', 500, ''));
    const { user } = renderRoute('/product/prod-1-001', { as: 'manager' });
    const name = await screen.findByLabelText('Name', {}, PAGE_LOAD);
    await user.clear(name);
    await user.type(name, 'Tomatoes (vine)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to save product')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Name')).toHaveValue('Tomatoes (vine)');
  });

  it('deactivates instead of deleting', async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/product/prod-1-001', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate product' }, PAGE_LOAD));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate product' })).toBeInTheDocument();
    expect(log.all.find((r) => r.method === 'POST')?.body).toMatchObject({ id: 'prod-1-001', storeId: 'store-1', active: false });
    expect(log.all.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('validates before sending', async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/product', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Create product' }, PAGE_LOAD));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a supplier.')).toBeInTheDocument();
    expect(screen.getByText('Category is required.')).toBeInTheDocument();
    expect(log.count('POST', 'v1/product')).toBe(0);
  });
});
