import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { AppModulesContext } from '@/lib/appModule';
import { renderRoute, renderWithProviders } from '@/test/render';
import { ReportListPage } from './ReportListPage';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

// The next test file expects English.
afterEach(() => activate('en'));

describe('reports in German', ROUTE_TEST, () => {
  it('titles the hub in German', async () => {
    await switchLanguage('de');
    renderRoute('/reports', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichte' }, PAGE_LOAD)).toBeVisible();
    expect(screen.getAllByRole('link').some((l) => l.getAttribute('href') === '/shifts/report')).toBe(true);
  });

  it('says in German when there is no report to open', async () => {
    await switchLanguage('de');
    // No module declares a report here.
    renderWithProviders(
      <AppModulesContext.Provider value={[]}>
        <ReportListPage />
      </AppModulesContext.Provider>,
      { as: 'manager', language: 'de' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichte' }, PAGE_LOAD)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Noch keine Berichte für Sie' })).toBeInTheDocument();
  });
});
