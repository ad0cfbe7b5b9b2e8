import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inventoryItems } from '@mocks/db/inventory';
import { switchLanguage } from '@/app/catalogs';
import { toLocaleCsv } from '@/lib/download';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { anItem } from './testItem';
import { analysisCsvColumns, usageRows } from './usageAnalysis';

// jsdom is slow with many labelled fields: a few active items in store-1, as in the count screen's tests.
const KEEP = new Set(['inv-1-001', 'inv-1-002', 'inv-1-003', 'inv-1-015', 'inv-1-016']);
beforeEach(() => {
  for (const item of inventoryItems.where((i) => i.storeId === 'store-1' && !KEEP.has(i.id))) {
    inventoryItems.update(item.id, { active: false });
  }
  inventoryItems.update('inv-1-001', { amount: 12.5, parLevel: 20, unitCost: 2 });
});
// The next test file expects English.
afterEach(() => activate('en'));

describe('inventory in German', () => {
  it('counts stock in German: headings, storage area, buttons and amounts with a decimal comma', async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/inventory/patch', { as: 'staff', language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Bestand aktualisieren' }, { timeout: 10_000 })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Inventur beginnen' }, { timeout: 10_000 }));
    const cooler = await screen.findByRole('region', { name: /Kühlraum/ }, { timeout: 10_000 });
    const tomatoes = within(cooler).getByLabelText('Tomatoes');
    // The amount on hand in German (12,5), then a typed amount and its difference (−2,5).
    expect(within(cooler).getByText(/^Bestand: 12,5/)).toBeVisible();
    // The kept items of the walk-in cooler (Tomatoes, Lettuce, Lemons) are all not counted yet.
    for (const name of ['Tomatoes', 'Lettuce', 'Lemons']) expect(within(cooler).getByLabelText(name)).toBeInTheDocument();
    expect(within(cooler).getAllByText('Nicht gezählt')).toHaveLength(3);
    await user.type(tomatoes, '10{Enter}');
    expect(await within(cooler).findByText(/−2,5/)).toBeVisible();
    expect(await within(cooler).findByText(/Gespeichert|Eingegeben/)).toBeVisible();
    expect(within(cooler).getAllByText('Nicht gezählt')).toHaveLength(2);
    expect(screen.getByText(/1 von \d+ Artikeln gezählt/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Inventur abschließen …' })).toBeVisible();
    expect(screen.queryByText('Start count')).toBeNull();
  });

  it('exports the analysis CSV with German headers, semicolons and decimal commas', async () => {
    await switchLanguage('de');
    const format = { separator: ';', decimal: ',' } as const;
    const rows = usageRows([anItem({ amount: 12.5, unitCost: 2.25 })], new Map());
    const [header, line] = toLocaleCsv(rows, analysisCsvColumns(28, []), format).split('\r\n');
    expect(header).toBe(
      'Artikel;Kategorie;Lagerort;Einheit;Menge;Mindestbestand;Sollbestand;Status;Durchschnittlicher Tagesverbrauch (28 Tage);Reichweite in Tagen;Wert (EUR);Nachbestellmenge',
    );
    // The unit word in the person's language, as on the screen (Kiste, not crate).
    expect(line).toBe('Tomatoes;Produce;Kühlraum;Kiste;12,5;3;10;OK;;;28,13;0');
  });

  it("renames the list's column headers when the language changes on the page", ROUTE_TEST, async () => {
    renderRoute('/inventory', { as: 'manager' });
    expect(await screen.findByRole('columnheader', { name: /^Min \/ par$/ }, PAGE_LOAD)).toBeInTheDocument();
    await act(() => switchLanguage('de'));
    expect(await screen.findByRole('columnheader', { name: /^Min\. \/ Soll$/ }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Min \/ par$/ })).not.toBeInTheDocument();
  });
});
