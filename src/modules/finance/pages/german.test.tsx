import { screen } from '@testing-library/react';
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
    expect(screen.getAllByRole('columnheader', { name: /Betrag/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'SEPA-Datei exportieren' })).toBeInTheDocument();
    // German money: decimal comma, the euro sign after the amount (e.g. "1.234,50 €").
    const amounts = screen.getAllByText(/^-?[\d.]+,\d{2}\s€$/);
    expect(amounts.length).toBeGreaterThan(0);
    expect(screen.queryByText(/^€\d/)).not.toBeInTheDocument();
  });
});
