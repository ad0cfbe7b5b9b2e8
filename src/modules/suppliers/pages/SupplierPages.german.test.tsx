import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { suppliers } from '@mocks/db/catalog';
import { switchLanguage } from '@/app/catalogs';
import { currentCsvFormat, toLocaleCsv } from '@/lib/download';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { supplierCsvColumns } from '../components/supplierColumns';

// The next test file expects English.
afterEach(() => activate('en'));

describe('suppliers in German', ROUTE_TEST, () => {
  it('shows the list, its columns, counts and amounts in German', async () => {
    await switchLanguage('de');
    renderRoute('/suppliers', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lieferanten' }, PAGE_LOAD)).toBeVisible();
    await screen.findByRole('link', { name: 'Alpen Obst & Gemüse' }, PAGE_LOAD);
    expect(screen.getByRole('link', { name: 'Neuer Lieferant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Mindestbestellwert/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Lieferanten suchen')).toBeInTheDocument();
    expect(screen.getByText('30 Lieferanten')).toBeInTheDocument();
    // Money in the German format: "50,00 €".
    const row = screen.getAllByRole('row').find((r) => within(r).queryByRole('link', { name: 'Alpen Obst & Gemüse' }));
    if (!row) throw new Error('the supplier has a row');
    expect(
      within(row)
        .getAllByRole('cell')
        .some((c) => /^\d{1,3}(\.\d{3})*,\d{2}\s€$/.test(c.textContent ?? '')),
    ).toBe(true);
    expect(within(row).getByText(/^(Aktiv|Archiviert)$/)).toBeInTheDocument();
  });

  it('writes the CSV export with German headers, semicolons and decimal commas', async () => {
    await switchLanguage('de');
    const format = currentCsvFormat();
    const rows = suppliers.where((s) => s.minOrderValue !== undefined && s.minOrderValue > 0).slice(0, 1);
    const csv = toLocaleCsv(rows, supplierCsvColumns(format), format);
    const [header, first] = csv.split('\r\n');
    expect(header).toBe(
      'Name;Kundennummer;Kontakt;E-Mail;Bestell-E-Mail;Telefon;Ort;USt-IdNr.;Liefertage;Bestellschluss;Mindestbestellwert;Status',
    );
    expect(first).toMatch(/;\d+,00;(Aktiv|Archiviert)$/);
  });

  it('shows the form with German labels and German validation messages', async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/supplier', { as: 'manager', language: 'de' });
    const name = await screen.findByLabelText('Name', undefined, PAGE_LOAD);
    expect(screen.getByLabelText('Lieferzeit (Tage)')).toBeInTheDocument();
    await user.type(name, 'Neue Mühle');
    await user.clear(screen.getByLabelText('Lieferzeit (Tage)'));
    await user.type(screen.getByLabelText('Lieferzeit (Tage)'), '99');
    await user.click(screen.getByRole('button', { name: 'Lieferant anlegen' }));
    // The field's own bound (issue #41: the number fields carry the schema's limits).
    expect(await screen.findByText('Geben Sie höchstens 60 ein.')).toBeInTheDocument();
  });

  it("renames the list's column headers when the language changes on the page", async () => {
    renderRoute('/suppliers', { as: 'manager' });
    expect(await screen.findByRole('columnheader', { name: /^Min\. order/ }, PAGE_LOAD)).toBeInTheDocument();
    await act(() => switchLanguage('de'));
    expect(await screen.findByRole('columnheader', { name: /^Mindestbestellwert/ }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Min\. order/ })).not.toBeInTheDocument();
  });
});
