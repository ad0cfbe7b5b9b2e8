import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { AppProviders } from '@/app/AppProviders';
import { loggedOut } from '@/session/authSlice';
import { signedInState } from '@/test/render';
import { UnsavedChangesBlocker, useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function DirtyForm({ values }: { values: { name: string } }) {
  useUnsavedChangesGuard(true, undefined, () => values);
  return <Link to="/suppliers">Suppliers</Link>;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

function renderForm() {
  const store = makeStore(signedInState('manager'));
  const router = createMemoryRouter(
    [
      {
        path: '/supplier',
        element: (
          <>
            <UnsavedChangesBlocker />
            <DirtyForm values={{ name: 'Typed' }} />
          </>
        ),
      },
      { path: '/suppliers', element: <h1>Suppliers</h1> },
    ],
    { initialEntries: ['/suppliers', '/supplier'], initialIndex: 1 },
  );
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}

describe('the unsaved-changes guard and the session-expired flow', () => {
  it('asks before a reload, until the session ends; it hands over the typed values', () => {
    const { store } = renderForm();
    expect(unload()).toBe(true);
    expect(store.formGuards.leaveWithoutAsking()).toEqual([{ path: '/supplier', values: { name: 'Typed' } }]);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(unload()).toBe(false);
  });

  it('asks before in-app navigation and before Back: staying keeps the page, agreeing leaves', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { router } = renderForm();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Suppliers' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/supplier');
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    expect(router.state.location.pathname).toBe('/supplier');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Suppliers' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(3);
    confirm.mockRestore();
  });

  it('a page whose session has ended leaves without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { store, router } = renderForm();
    act(() => {
      store.dispatch(loggedOut());
    });
    await act(() => router.navigate('/suppliers'));
    expect(router.state.location.pathname).toBe('/suppliers');
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
