import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate, i18n } from '@/lib/i18n/i18n';
import { PublishProgress } from './PublishProgress';
import { hours } from './WeekRow';

afterEach(() => activate('en'));

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const STATE = { label: 'Publish', total: 4, done: 2, failed: 0, running: true };

describe("the planner's units and progress in both languages", () => {
  it('writes the hours unit as part of the message: "5.5 h", "5,5 Std."', async () => {
    expect(hours(5.5)).toBe('5.5 h');
    await switchLanguage('de');
    expect(hours(5.5)).toBe('5,5 Std.');
  });

  it("names the progress bar itself, in the person's language", async () => {
    const { unmount } = render(<PublishProgress state={STATE} onRetry={() => {}} />, { wrapper });
    const bar = screen.getByRole('progressbar', { name: 'Publish progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveTextContent('50%');
    // The wrapper carries no name of its own (axe aria-prohibited-attr).
    expect(screen.getAllByLabelText('Publish progress')).toEqual([bar]);
    unmount();
    await switchLanguage('de');
    render(<PublishProgress state={{ ...STATE, label: 'Veröffentlichen' }} onRetry={() => {}} />, { wrapper });
    expect(screen.getByRole('progressbar', { name: 'Fortschritt: Veröffentlichen' })).toHaveTextContent(/^50\s%$/);
  });
});
