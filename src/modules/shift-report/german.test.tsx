import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.restoreAllMocks();
  activate('en');
});

describe('the shift report in German', () => {
  it('speaks German', { timeout: 60_000 }, async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    await switchLanguage('de');
    renderRoute('/shifts/report', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Schichtbericht' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wöchentliche Trinkgeldübersicht' }, { timeout: 15_000 })).toBeVisible();
  });
});
