import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { renderRoute } from '@/test/render';

// The data router renders the shell once its chunk and the page's are there.
const mainNav = () => screen.findByRole('navigation', { name: 'Main' });

describe('the shell', () => {
  it("shows a staff member's menu: their entries only, the active item marked, its group open", async () => {
    renderRoute('/inventory/analysis', { as: 'staff' });
    const nav = await mainNav();
    const analysis = within(nav).getByRole('link', { name: 'Analysis' });
    expect(analysis).toHaveAttribute('aria-current', 'page');
    expect(analysis).toHaveAttribute('href', '/inventory/analysis');
    expect(within(nav).getByRole('button', { name: 'Inventory' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Shift' })).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Overview', 'Update', 'Time Entry', 'Planning', 'Update availability', 'Report']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Dashboard', 'Suppliers', 'Products', 'Orders', 'Invoices', 'Permissions', 'Update team availability', 'Tips']) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(nav).queryByRole('button', { name: 'Store' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Finance' })).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2025 StoreOps');
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it("shows the owner's full menu and a user menu with 'Log Out'", async () => {
    const { user, location } = renderRoute('/dashboard', { as: 'owner' });
    const nav = await mainNav();
    for (const name of ['Dashboard', 'Suppliers', 'Products', 'Orders', 'Invoices', 'Permissions', 'Time Entry']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('button', { name: 'Store' }));
    expect(within(nav).getByRole('link', { name: 'Financial Details' })).toHaveAttribute('href', '/store/financial-details');
    await user.click(screen.getByRole('button', { name: 'Olivia Owner' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(location().pathname).toBe('/sign-in'));
  });

  it('toggles the theme and keeps it in the layout config', async () => {
    const { user } = renderRoute('/inventory', { as: 'staff' });
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutConfig) ?? '{}')).toMatchObject({ theme: 'dark' });
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
  });

  it('shows the store selector with the current store and switches stores', async () => {
    const { user, store } = renderRoute('/inventory', { as: 'owner' });
    const select = await screen.findByRole('combobox', { name: 'Current store' });
    expect(select).toHaveDisplayValue('Berlin Mitte Café');
    await user.selectOptions(select, 'Hamburg Harbour Bistro');
    expect(store.getState().currentStore.store?.id).toBe('store-2');
  });

  it('hides the store selector for a user without stores', async () => {
    renderRoute('/stores', { as: 'nostore' });
    await mainNav();
    expect(screen.queryByRole('combobox', { name: 'Current store' })).not.toBeInTheDocument();
  });

  it('finds a page with Ctrl+K and opens it with the keyboard', async () => {
    const { user, location } = renderRoute('/inventory', { as: 'staff' });
    await mainNav();
    await user.keyboard('{Control>}k{/Control}');
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('placeholder', 'Search for something...');
    await user.keyboard('time');
    const option = await screen.findByRole('option', { name: /Time entry/ }, { timeout: 5000 });
    expect(screen.queryByRole('option', { name: /Suppliers/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/time-entry/form'));
    expect(search).toHaveValue('');
  });

  it('cycles the side menu with the toggle', async () => {
    const { user, store } = renderRoute('/inventory', { as: 'staff' });
    const before = store.getState().layout.sidenavView;
    await user.click(await screen.findByRole('button', { name: 'Toggle side menu' }));
    expect(store.getState().layout.sidenavView).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Toggle side menu' }));
    expect(store.getState().layout.sidenavView).toBe(before);
  });

  it('opens the customizer, applies a setting at once, closes on Escape and returns the focus', async () => {
    const { user } = renderRoute('/inventory', { as: 'staff' });
    const opener = await screen.findByRole('button', { name: 'Open customizer' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Admin Customizer' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Close customizer' })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Galaxy (coming soon)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Horizontal' }));
    // Horizontal: no side-menu size options, the menu becomes a top navigation.
    expect(within(dialog).queryByRole('group', { name: 'Side menu size' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Minimal' }));
    expect(document.documentElement).toHaveAttribute('data-skin', 'minimal');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutConfig) ?? '{}')).toMatchObject({
      orientation: 'horizontal',
      skin: 'minimal',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(within(dialog).getByRole('radio', { name: 'Vertical' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Side menu size' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
