import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

afterEach(() => {
  vi.restoreAllMocks();
  activate('en');
});

describe('the tips page in German', () => {
  it('speaks German and shows money in the German format', ROUTE_TEST, async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    await switchLanguage('de');
    renderRoute('/finance/tips', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Trinkgeld' }, PAGE_LOAD)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Summen nach Quelle' }, PAGE_LOAD)).toBeVisible();
    // The totals by source, the totals by person and the tips: each has its amount column, headed in German.
    const list = screen.getByRole('table', { name: /^Trinkgeld/ });
    for (const table of [
      screen.getByRole('table', { name: /^Summen nach Quelle/ }),
      screen.getByRole('table', { name: /^Summen pro Person/ }),
      list,
    ]) {
      expect(within(table).getByRole('columnheader', { name: /^Betrag/ })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'SEPA-Datei exportieren' })).toBeInTheDocument();
    // German money: decimal comma, the euro sign after the amount (e.g. "1.234,50 €"), on every tip of the list.
    const tips = within(list).getAllByRole('row').slice(1);
    expect(tips.length).toBeGreaterThan(0);
    for (const tip of tips) expect(within(tip).getByText(/^-?[\d.]+,\d{2}\s€$/)).toBeInTheDocument();
    expect(screen.queryByText(/^€\d/)).not.toBeInTheDocument();
  });
});
