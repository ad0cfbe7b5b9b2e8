import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';

// The next test file expects English (the dom project shares one module graph).
afterEach(() => {
  activate('en');
  localStorage.clear();
});

const mainNav = (name = 'Main') => screen.findByRole('navigation', { name }, { timeout: 5000 });

describe('the language switch in the user menu', () => {
  it('shows the menu and the page heading in German, then in English again word for word', async () => {
    const { user } = renderRoute('/supplier', { as: 'owner' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New supplier' }, { timeout: 10_000 })).toBeVisible();
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Suppliers' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Olivia Owner' }));
    const menu = screen.getByRole('menu');
    const languages = within(menu).getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    const deutsch = within(languages).getByRole('menuitemradio', { name: 'Deutsch' });
    expect(deutsch).toHaveAttribute('aria-checked', 'false');
    expect(deutsch).toHaveAttribute('lang', 'de');
    await user.click(deutsch);

    // Everything shown follows at once, without a reload: the page heading, the menu, the top bar.
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuer Lieferant' }, { timeout: 5000 })).toBeVisible();
    const german = await mainNav('Hauptmenü');
    expect(within(german).getByRole('link', { name: 'Lieferanten' })).toBeInTheDocument();
    expect(within(german).getByRole('button', { name: 'Bestand' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Suche' })).toHaveAttribute('placeholder', 'Etwas suchen …');
    expect(screen.getByRole('button', { name: 'Anpassung öffnen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Lieferanten' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(localStorage.getItem('storeops.language')).toBe('de');

    // The menu shows the choice, and switches back by keyboard.
    await user.click(screen.getByRole('button', { name: 'Olivia Owner' }));
    const sprachen = within(screen.getByRole('menu')).getByRole('group', { name: 'Sprache' });
    expect(within(sprachen).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    expect(within(sprachen).getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'New supplier' })).toBeVisible();
    const english = await mainNav('Main');
    for (const name of ['Dashboard', 'Suppliers', 'Products', 'Orders', 'Invoices', 'Permissions', 'Time Entry']) {
      expect(within(english).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(english).getByRole('button', { name: 'Inventory' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search for something...');
    expect(screen.getByRole('link', { name: 'All suppliers' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(localStorage.getItem('storeops.language')).toBe('en'));
  });
});

describe('the shell in German', () => {
  it("shows a staff member's menu, top bar and quick search in German", async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/inventory/analysis', { as: 'staff', language: 'de' });
    const nav = await mainNav('Hauptmenü');
    expect(within(nav).getByRole('link', { name: 'Analyse' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Bestand' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Schicht' })).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Übersicht', 'Aktualisieren', 'Zeiteintrag', 'Planung', 'Verfügbarkeit aktualisieren', 'Bericht']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Betrieb')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zum dunklen Design wechseln' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seitenmenü ein-/ausblenden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeInTheDocument();

    // The quick search finds pages by their German titles.
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('zeit');
    expect(await screen.findByRole('option', { name: /Zeiteintrag/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Suchergebnisse' })).toBeInTheDocument();
    // The one page a staff member may open whose German title holds "zeit": the time entry, with its path.
    const pages = within(screen.getByRole('group', { name: 'Seiten' })).getAllByRole('option');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toHaveTextContent('Zeiteintrag');
    expect(pages[0]).toHaveTextContent('/time-entry/form');
  });
});
