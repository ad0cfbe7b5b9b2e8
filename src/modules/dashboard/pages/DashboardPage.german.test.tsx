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

describe('dashboard in German', ROUTE_TEST, () => {
  it('speaks German: tiles, the week chart and its figures in German formats', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    await switchLanguage('de');
    renderRoute('/dashboard', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_LOAD)).toBeVisible();
    // Today in German: 26.11.2026.
    expect(screen.getByText(/ · \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

    const stock = await screen.findByRole('region', { name: 'Bestandswarnungen' }, PAGE_LOAD);
    expect(await within(stock).findByText('nicht vorrätig', {}, PAGE_LOAD)).toBeVisible();
    expect(within(stock).getByRole('link', { name: 'Zum Bestand' })).toHaveAttribute('href', '/inventory');
    const orders = screen.getByRole('region', { name: 'Ausstehende Lieferungen' });
    expect(await within(orders).findByText('offene Bestellungen', {}, PAGE_LOAD)).toBeVisible();

    // The week chart: German headers, weekdays and hours as h:mm ("7:30", docs/rules/i18n.md#formats).
    const hours = screen.getByRole('region', { name: 'Geplante und gearbeitete Stunden dieser Woche' });
    const chart = within(hours).getByRole('table', { name: /^Geplant \(heller Balken\) gegen gearbeitet \(dunkler Balken\)/ });
    const headers = within(chart)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Tag', 'Geplant', 'Gearbeitet', 'Ausstehend', 'Diagramm']);
    // CLDR's short German weekdays ("Mo." or "Mo", by the ICU version), Monday first.
    const days = within(chart)
      .getAllByRole('rowheader')
      .map((d) => d.textContent?.replace(/\.$/, ''));
    expect(days).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    // Planned hours of each day, and worked or pending ones of the days so far.
    expect(within(chart).getAllByText(/^\d+:\d{2}$/).length).toBeGreaterThanOrEqual(7);

    const tips = screen.getByRole('region', { name: 'Trinkgeld der Woche' });
    expect(within(tips).getByRole('link', { name: 'Zum Trinkgeld' })).toBeVisible();
    expect(screen.queryByText('Stock alerts')).not.toBeInTheDocument();
  });
});
