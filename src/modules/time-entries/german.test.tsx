import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.restoreAllMocks();
  activate('en');
});

describe('the time clock in German', () => {
  it('speaks German and shows times on the 24-hour clock', { timeout: 60_000 }, async () => {
    // A German browser: the clock style follows it (no AM/PM).
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    await switchLanguage('de');
    const { user } = renderRoute('/time-entry/form', { as: 'staff', language: 'de' });
    const clock = await screen.findByRole('region', { name: 'Stempeluhr' }, { timeout: 15_000 });
    expect(within(clock).getByText('Status')).toBeVisible();
    await user.click(await within(clock).findByRole('button', { name: 'Einstempeln' }));
    const withNote = within(clock).queryByRole('button', { name: 'Mit Notiz einstempeln' });
    if (withNote) {
      await user.type(within(clock).getByLabelText('Notiz'), 'Vertretung');
      await user.click(withNote);
    }
    const status = await within(clock).findByText(/^Eingestempelt um /);
    expect(status.textContent).toMatch(/^Eingestempelt um ([01]\d|2[0-3]):[0-5]\d$/);
    expect(clock.textContent).not.toMatch(/AM|PM/);
    expect(screen.getByRole('region', { name: 'Vergessener Stempel' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Verlauf' })).toBeVisible();
  });
});
