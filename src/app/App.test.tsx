import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';

describe('the app through the real providers', () => {
  it('signs a manager in and lands on the first route of the post-login order (docs/rules/session.md#post-login-redirect)', async () => {
    const { user, location, store } = renderRoute('/sign-in');
    await user.type(screen.getByLabelText('Email'), 'manager@storeops.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Marco Manager');
    expect(location().pathname).toBe('/inventory/patch');
    expect(store.getState().currentStore.store?.id).toBe('store-1');
    expect(localStorage.getItem('currentStoreId')).toBe('store-1');
    expect(localStorage.getItem('accessToken')).toMatch(/^demo\.user-manager\./);
  });

  it('sends a signed-out visitor of a protected route to /sign-in', async () => {
    const { location } = renderRoute('/suppliers');
    // The data router renders once the route's lazy parts are there.
    await waitFor(() => expect(location().pathname).toBe('/sign-in'));
    expect(location().state).toEqual({ from: '/suppliers' });
  });

  it('validates the sign-in form before sending', async () => {
    const { user } = renderRoute('/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });
});
