import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { users } from '@mocks/db/people';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { renderRoute, signedInAs } from '@/test/render';
import { GRANT_MESSAGES } from '../grantRules';
import { PERMISSION_PRESETS } from '../presets';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

describe('permission pages', ROUTE_TEST, () => {
  it('the auditor (permissions.read only) sees the grants without any write control; /permission is refused', async () => {
    renderRoute('/permissions', { as: 'auditor' });
    const table = await screen.findByRole('table', { name: 'Permission grants' }, PAGE_LOAD);
    // Sam Staff's one grant (Berlin Mitte Café: the staff preset), as the auditor reads it.
    const sam = within(table).getByRole('row', { name: /Sam Staff/ });
    for (const text of [
      'Berlin Mitte Café',
      'Inventory: read',
      'Inventory: write',
      'Time entries: write',
      'Shifts: read',
      'Shifts: write',
    ]) {
      expect(within(sam).getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Grant permissions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.getByText('A change reaches a person at their next sign-in or page reload.')).toBeInTheDocument();

    const view = renderRoute('/permission', { as: 'auditor' });
    await screen.findAllByText(/permission/i, {}, PAGE_LOAD);
    // The first page (still mounted) shows "permission" too: wait for the redirect itself.
    await waitFor(() => expect(view.location().pathname).toBe('/unauthorized'), PAGE_LOAD);
    expect(view.location().search).toBe('?reason=noPermission');
  });

  it('filters by person, scope and permission in the URL', async () => {
    const { user, location } = renderRoute('/permissions', { as: 'owner' });
    const table = await screen.findByRole('table', { name: 'Permission grants' }, PAGE_LOAD);
    await user.selectOptions(screen.getByLabelText('Permission'), 'shift.update');
    await user.selectOptions(screen.getByLabelText('Scope'), 'store-2');
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Marco Manager']);
    expect(new URLSearchParams(location().search).get('scope')).toBe('store-2');
  });

  it('the owner fills the matrix with a preset, sees the effect beside it, and saves exactly the ticked list', async () => {
    const log = logRequests(server);
    const { user, location } = renderRoute('/permission', { as: 'owner' });
    await user.selectOptions(await screen.findByLabelText('Person', {}, PAGE_LOAD), 'user-staff');
    await user.selectOptions(screen.getByLabelText('Scope'), 'store-1');
    expect(screen.getByText('Sam Staff already has permissions here: saving changes that grant.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Inventory: write' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Orders and invoices: read' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Orders and invoices: read' }));
    const effect = screen.getByRole('region', { name: 'Berlin Mitte Café' });
    expect(within(effect).getByText('Orders and invoices: read')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    await screen.findByRole('table', { name: 'Permission grants' }, PAGE_LOAD);
    expect(location().pathname).toBe('/permissions');
    const put = log.all.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ path: 'v1/permissions/perm-user-staff-store-1' });
    expect(put?.body).toEqual({
      permissions: ['orders.read', 'inventory.read', 'inventory.write', 'time_entry.write', 'shift.read', 'shift.write'],
      // The version the record was read at (issue #41).
      version: 1,
    });
  });

  it('a preset fills the matrix and stays editable; a person and scope are required before sending', async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/permission', { as: 'owner' });
    await user.click(await screen.findByRole('button', { name: 'Manager' }, PAGE_LOAD));
    const ticked = screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked);
    expect(ticked).toHaveLength(new Set(PERMISSION_PRESETS.manager).size);
    await user.click(screen.getByRole('checkbox', { name: 'Tips: write' }));
    expect(screen.getByRole('checkbox', { name: 'Tips: write' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(screen.getByText('Choose a person.')).toBeInTheDocument();
    expect(screen.getByText('Choose global or a store.')).toBeInTheDocument();
    expect(log.all.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('editing one’s own grant warns first', async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/permission/perm-user-owner-global', { as: 'owner' });
    expect(await screen.findByText(/These are your own permissions/, {}, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your own permissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(log.all.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('a manager with permissions.write in Berlin only: the cells and presets they cannot give are disabled and say why', async () => {
    const manager = users.get('user-manager');
    const next =
      manager &&
      users.update(manager.id, {
        memberships: manager.memberships.map((m) =>
          m.storeId === 'store-1' ? { ...m, permissions: [...m.permissions, 'permissions.write'] } : m,
        ),
      });
    if (!next) throw new Error('no manager');
    const log = logRequests(server);
    const { user, unmount } = renderRoute('/permission/perm-user-staff-store-1', { preloadedState: signedInAs(next, 'store-1') });
    const storesWrite = await screen.findByRole('checkbox', { name: 'Stores: write' }, PAGE_LOAD);
    expect(storesWrite).toBeDisabled();
    expect(storesWrite).toHaveAccessibleDescription(GRANT_MESSAGES.cellNotHeld);
    expect(screen.getByRole('checkbox', { name: 'Stores: manage' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Orders and invoices: read' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Owner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Owner' })).toHaveAccessibleDescription(GRANT_MESSAGES.presetLocked);
    await user.click(screen.getByRole('button', { name: 'Manager' }));
    expect(screen.getByRole('checkbox', { name: 'Tips: write' })).toBeChecked();
    unmount();

    // Their own record: nothing can be added.
    const view = renderRoute('/permission/perm-user-manager-store-1', { preloadedState: signedInAs(next, 'store-1') });
    await screen.findAllByText(/These are your own permissions/, {}, PAGE_LOAD);
    const unticked = screen.getAllByRole('checkbox').filter((c) => !(c as HTMLInputElement).checked);
    expect(unticked.length).toBeGreaterThan(0);
    for (const box of unticked) expect(box).toBeDisabled();
    view.unmount();

    // The owner's Berlin record is out of reach as a whole.
    renderRoute('/permission/perm-user-owner-store-1', { preloadedState: signedInAs(next, 'store-1') });
    expect(await screen.findByText(GRANT_MESSAGES.owner, { selector: '.alert' }, PAGE_LOAD)).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(log.all.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('records carrying only their id render as an unknown person (issue 32), on the list and the record page', async () => {
    server.use(
      http.get(apiPath('v1/permissions'), () => HttpResponse.json([{ id: 'perm-x' }])),
      http.get(apiPath('v1/permissions/perm-x'), () => HttpResponse.json({ id: 'perm-x' })),
    );
    renderRoute('/permissions', { as: 'owner' });
    const table = await screen.findByRole('table', { name: 'Permission grants' }, PAGE_LOAD);
    expect(within(table).getByRole('row', { name: /Unknown person/ })).toBeInTheDocument();
    expect(screen.queryByText(/unexpected shape/)).not.toBeInTheDocument();

    renderRoute('/permission/perm-x', { as: 'owner' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissions of Unknown person' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('This record names no person, so it cannot be changed here.')).toBeInTheDocument();
    expect(screen.queryByText(/unexpected shape/)).not.toBeInTheDocument();
  });
});
