import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

// The next test file expects English, in the test browser's own languages.
afterEach(() => {
  activate('en');
  vi.restoreAllMocks();
});

describe('permission pages in German', ROUTE_TEST, () => {
  it('the list speaks German: headers, permission names and the grant time in German formats', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    await switchLanguage('de');
    renderRoute('/permissions', { as: 'owner', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Berechtigungen' }, PAGE_LOAD)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Vergebene Berechtigungen' }, PAGE_LOAD);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(expect.arrayContaining(['Person', 'Geltungsbereich', 'Berechtigungen', 'Vergeben von', 'Vergeben am']));
    // Inventory write, by its German name, on the grants that hold it (the seeded manager in two stores, the two staff logins in Berlin;
    // the owner's global grant reads "Alle Berechtigungen").
    const personAndScope = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent);
    expect(
      within(table)
        .getAllByRole('row', { name: /Bestand: schreiben/ })
        .map(personAndScope)
        .sort(),
    ).toEqual([
      ['Kai Colleague', 'Berlin Mitte Café'],
      ['Marco Manager', 'Berlin Mitte Café'],
      ['Marco Manager', 'Hamburg Harbour Bistro'],
      ['Sam Staff', 'Berlin Mitte Café'],
    ]);
    // Granted at, in German (e.g. 06.01.2025, 09:00), on each of the 13 seeded grants (mocks/db/permissions.ts: a global grant for the
    // owner and the relocated supervisor, one per membership of the eight people of mocks/db/people.ts, Kai Colleague the eighth).
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(13);
    for (const row of rows) expect(within(row).getByText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bestellungen und Rechnungen: lesen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Berechtigungen vergeben' })).toBeVisible();
  });

  it('the editor speaks German: the matrix, the notes and the validation messages', async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/permission', { as: 'owner', language: 'de' });
    const save = await screen.findByRole('button', { name: 'Berechtigungen speichern' }, PAGE_LOAD);
    await user.click(save);
    expect(await screen.findByText('Wählen Sie eine Person aus.')).toBeVisible();
    expect(screen.getByText('Wählen Sie „Global“ oder eine Filiale aus.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Person'), 'user-staff');
    await user.selectOptions(screen.getByLabelText('Geltungsbereich'), 'store-1');
    expect(screen.getByText('Sam Staff hat hier bereits Berechtigungen: Speichern ändert diese Vergabe.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Bestand: schreiben' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bestellungen und Rechnungen: lesen' })).not.toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'verwalten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filialleitung' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Wirksame Berechtigungen' })).toBeVisible();
  });
});
