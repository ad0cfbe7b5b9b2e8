import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { products, suppliers } from '@mocks/db/catalog';
import { server } from '@mocks/node';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

// The next test file expects English.
afterEach(() => activate('en'));

/** German money: "1.234,50 €". */
const GERMAN_MONEY = /^-?\d{1,3}(\.\d{3})*,\d{2}\s€$/;

describe('orders in German', ROUTE_TEST, () => {
  it('shows the list with German headings, statuses and money', async () => {
    await switchLanguage('de');
    renderRoute('/orders', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellungen' }, PAGE_LOAD)).toBeVisible();
    const table = await screen.findByRole('table', { name: /^Bestellungen/ }, PAGE_LOAD);
    expect(within(table).getByRole('button', { name: /^Bestelldatum/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neue Bestellung' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ Bestellungen?$/)).toBeInTheDocument();
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
    expect(cells.some((c) => GERMAN_MONEY.test(c))).toBe(true);
    expect(cells.some((c) => /^(Entwurf|Gesendet|Bestätigt|Teilweise erhalten|Erhalten|Storniert)$/.test(c))).toBe(true);
  });

  it('creates an order with a line typed "2,5": German quantities and totals, 2.5 sent', async () => {
    const product = products.where(
      (p) =>
        p.storeId === 'store-1' &&
        p.active &&
        p.unitPrice !== undefined &&
        p.vatRate !== undefined &&
        suppliers.get(p.supplierId)?.status === 'active',
    )[0];
    if (!product) throw new Error('the seed has an active product of an active supplier in store-1');
    await switchLanguage('de');
    const log = logRequests(server);
    const { user } = renderRoute('/order', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Bestellung' }, PAGE_LOAD)).toBeVisible();
    await screen.findByRole('option', { name: suppliers.get(product.supplierId)?.name ?? '' }, PAGE_LOAD);
    await user.selectOptions(screen.getByLabelText('Lieferant'), product.supplierId);
    await screen.findByRole('option', { name: new RegExp(`^${product.name} — `) }, PAGE_LOAD);
    await user.selectOptions(screen.getByLabelText('Hinzuzufügender Artikel'), product.id);
    await user.click(screen.getByRole('button', { name: 'Position hinzufügen' }));

    const quantity = screen.getByLabelText(`Menge von ${product.name}`);
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    expect(quantity).toHaveValue('2,5');
    expect(screen.getByTestId('order-net')).toHaveTextContent(GERMAN_MONEY);
    expect(screen.getByTestId('order-gross')).toHaveTextContent(GERMAN_MONEY);
    // "Netto" heads the lines' net column and labels the order's net total.
    expect(
      within(screen.getByRole('table', { name: 'Bestellpositionen' })).getByRole('columnheader', { name: 'Netto' }),
    ).toBeInTheDocument();
    expect(within(screen.getByLabelText('Bestellsummen')).getByText('Netto')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(await screen.findByText(/^Bestellung PO-\d{4}-\d{4} als Entwurf gespeichert$/, {}, PAGE_LOAD)).toBeInTheDocument();
    const post = log.all.find((r) => r.method === 'POST' && r.path === 'v1/order');
    expect(post?.body).toMatchObject({ lines: [{ productId: product.id, quantity: 2.5 }] });
  });

  it("renames the list's column headers when the language changes on the page", async () => {
    renderRoute('/orders', { as: 'manager' });
    expect(await screen.findByRole('columnheader', { name: /^Expected delivery/ }, PAGE_LOAD)).toBeInTheDocument();
    await act(() => switchLanguage('de'));
    expect(await screen.findByRole('columnheader', { name: /^Erwartete Lieferung/ }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Expected delivery/ })).not.toBeInTheDocument();
  });
});
