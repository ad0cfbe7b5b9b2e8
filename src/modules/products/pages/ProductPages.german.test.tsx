import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { products } from '@mocks/db/catalog';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

// The next test file expects English.
afterEach(() => activate('en'));

describe('products in German', ROUTE_TEST, () => {
  it('shows the list with German headings, counts, units and prices', async () => {
    await switchLanguage('de');
    renderRoute('/products', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Artikel' }, PAGE_LOAD)).toBeVisible();
    const table = await screen.findByRole('table', { name: /^Artikel in Berlin Mitte Café/ }, PAGE_LOAD);
    const active = products.where((p) => p.storeId === 'store-1' && p.active).length;
    expect(screen.getByText(`${active} Artikel · Seite 1 von ${Math.ceil(active / 25)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuer Artikel' })).toBeInTheDocument();
    // The first page: 25 active products, each marked "Aktiv", each with its price per purchase unit in German ("24,50 € / Kiste").
    const price = within(table)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent?.replace(/[▲▼↕]/g, '') === 'Preis');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(active, 25));
    for (const row of rows) {
      expect(within(row).getByText('Aktiv')).toBeInTheDocument();
      expect(within(row).getAllByRole('cell')[price]).toHaveTextContent(
        /^\d{1,3}(\.\d{3})*,\d{2}\s€ \/ (Stück|Karton|Schachtel|Beutel|Flasche|Kiste)$/,
      );
    }
  });

  it('derives the price per base unit in German while typing', async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/product?supplierId=sup-004', { as: 'manager', language: 'de' });
    await user.selectOptions(await screen.findByLabelText('Einkaufseinheit', undefined, PAGE_LOAD), 'box');
    await user.selectOptions(screen.getByLabelText('Basiseinheit'), 'g');
    await user.clear(screen.getByLabelText('Gebindegröße'));
    await user.type(screen.getByLabelText('Gebindegröße'), '5000');
    await user.clear(screen.getByLabelText('Preis pro Schachtel'));
    await user.type(screen.getByLabelText('Preis pro Schachtel'), '24,50');
    expect(screen.getByTestId('price-per-base-unit')).toHaveTextContent(/^Preis pro Basiseinheit: 0,0049\s€ \/ g \(4,90\s€ \/ kg\)$/);
    expect(screen.getByRole('button', { name: 'Artikel anlegen' })).toBeInTheDocument();
  });

  it("renames the list's column headers when the language changes on the page", async () => {
    renderRoute('/products', { as: 'manager' });
    expect(await screen.findByRole('columnheader', { name: /^Pack$/ }, PAGE_LOAD)).toBeInTheDocument();
    await act(() => switchLanguage('de'));
    expect(await screen.findByRole('columnheader', { name: /^Gebinde$/ }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Pack$/ })).not.toBeInTheDocument();
  });
});
