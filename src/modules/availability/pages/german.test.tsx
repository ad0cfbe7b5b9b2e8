import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

/** Issue #34: one's own availability in German, in a German browser (weekdays from Monday, 24-hour clock). */
describe('/shift in German', ROUTE_TEST, () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    activate('en'); // the next test file expects English
  });

  it('shows the approved availability, the editor and its messages in German', async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/shift', { as: 'staff', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Verfügbarkeit' }, PAGE_LOAD)).toBeVisible();
    const submit = await screen.findByRole('button', { name: 'Zur Genehmigung einreichen' }, PAGE_LOAD);
    // The seeded approved availability: weekdays 08:00–16:00.
    expect(screen.getByText('Montag: 08:00–16:00 verfügbar')).toBeVisible();
    // The weekly pattern starts on Monday, the first day of a German week.
    const days = screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET');
    expect(days.slice(0, 7).map((g) => g.getAttribute('aria-label'))).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(within(screen.getByRole('group', { name: 'Sonntag' })).getByLabelText('Ganztägig')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Ausnahme hinzufügen' }));
    await user.click(submit);
    expect(await screen.findByText('Eine Ausnahme braucht ein Datum.')).toBeInTheDocument();
    expect(screen.getByText('Einige Felder müssen noch korrigiert werden.')).toBeInTheDocument();
  });
});
