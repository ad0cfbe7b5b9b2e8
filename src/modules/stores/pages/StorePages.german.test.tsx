import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

// The next test file expects English.
afterEach(() => activate('en'));

describe('store pages in German', ROUTE_TEST, () => {
  it('the list speaks German', async () => {
    await switchLanguage('de');
    renderRoute('/stores', { as: 'owner', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Filialen' }, PAGE_LOAD)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Filialen' }, PAGE_LOAD);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Kürzel', 'Ort', 'Zeitzone', 'Währung', 'Aktiv']));
    expect(within(table).getAllByText('Aktiv').length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { name: 'Neue Filiale' })).toBeVisible();
    expect(screen.getByLabelText('Filialen durchsuchen')).toHaveAttribute('placeholder', 'Name, Kürzel oder Ort');
  });

  it('the shift details speak German: weekdays, roles and the rules', async () => {
    await switchLanguage('de');
    renderRoute('/store/shifts', { as: 'owner', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schichteinstellungen der Filiale' }, PAGE_LOAD)).toBeVisible();
    const hours = await screen.findByRole('table', { name: 'Öffnungszeiten pro Wochentag' }, PAGE_LOAD);
    expect(within(hours).getByRole('rowheader', { name: 'Montag' })).toBeVisible();
    expect(within(hours).getByRole('checkbox', { name: 'Sonntag geschlossen' })).toBeInTheDocument();
    // Text and value queries: role and label queries over this long form take seconds each in jsdom.
    const [role] = screen.getAllByDisplayValue('Barista');
    expect(role).toHaveAccessibleName('Montag Zeitfenster 1 Rolle');
    expect(within(role).getByRole('option', { name: 'Küche' })).toBeInTheDocument();
    expect(screen.getByText('Zeitfenster am Montag hinzufügen')).toBeVisible();
    expect(screen.getByText('Höchstens aufeinanderfolgende Arbeitstage')).toBeVisible();
    expect(screen.getByText('Schichteinstellungen speichern')).toBeVisible();
  });

  it('the financial details check the IBAN in German', async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/store/financial-details', { as: 'owner', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finanzdaten der Filiale' }, PAGE_LOAD)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'IBAN anzeigen' }, PAGE_LOAD)).toBeVisible();
    await user.type(screen.getByLabelText('Neue IBAN'), 'DE89370400440532013001');
    await user.click(screen.getByRole('button', { name: 'Finanzdaten speichern' }));
    expect(await screen.findByText('Die IBAN ist ungültig: Ihre Prüfziffern stimmen nicht (Mod-97).')).toBeVisible();
  });
});
