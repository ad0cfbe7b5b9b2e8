import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '@/components/AppToaster';
import { notify } from './notify';

describe('notify.whenShown (issue #32)', () => {
  it('holds a message taken before the toaster is up and shows it once it is', async () => {
    notify.whenShown('Session expired. Please sign in again.', 'danger');
    render(<AppToaster />);
    // Toasts of earlier tests may still be up (react-hot-toast keeps them for their display time).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toContain('Session expired. Please sign in again.'),
    );
  });

  it('shows a message at once when the toaster is already up', async () => {
    render(<AppToaster />);
    notify('The toaster is up.');
    expect(await screen.findByText('The toaster is up.')).toBeInTheDocument();
    notify.whenShown('Saved for later.', 'success');
    expect(await screen.findByText('Saved for later.')).toBeInTheDocument();
  });
});
