import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';

configure({ asyncUtilTimeout: 8000 });

/** The pages before a sign-in speak German, and their language switch works by keyboard (issue #34). */
describe('the public pages in German', () => {
  afterEach(() => {
    activate('en');
    localStorage.clear();
  });

  it('shows the sign-in page in German, with its checks in German', async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/sign-in', { language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Melden Sie sich in Ihrem Backoffice an' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Anmelden' });
    expect(within(form).getByLabelText('E-Mail')).toBeInTheDocument();
    expect(within(form).getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Geben Sie Ihre E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Geben Sie Ihr Passwort ein.')).toBeInTheDocument();
  });

  it('switches between English and Deutsch with the labelled language select, and remembers the choice', async () => {
    const { user } = renderRoute('/sign-in');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(within(select).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(within(select).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');

    select.focus();
    await user.selectOptions(select, 'de');
    expect(await screen.findByRole('heading', { name: 'Melden Sie sich in Ihrem Backoffice an' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('storeops.language')).toBe('de');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Sign in to your back office' })).toBeVisible();
  });

  it('shows an error page in German, with the switch', async () => {
    await switchLanguage('de');
    renderRoute('/error/404', { language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });
});
