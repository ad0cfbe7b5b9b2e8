import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { PERMISSION_PRESETS, PERMISSIONS } from '@/config/permissions';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

describe('permission pages', ROUTE_TEST, () => {
  it('the auditor (permissions.read only) sees the grants without any write control; /permission is refused', async () => {
    renderRoute('/permissions', { as: 'auditor' });
    const table = await screen.findByRole('table', { name: 'Permission grants' }, PAGE_LOAD);
    expect(within(table).getAllByRole('row', { name: /Sam Staff/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Grant permissions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.getByText('A change reaches a person at their next sign-in or page reload.')).toBeInTheDocument();

    const view = renderRoute('/permission', { as: 'auditor' });
    await screen.findAllByText(/permission/i, {}, PAGE_LOAD);
    expect(view.location().pathname).toBe('/unauthorized');
    expect(view.location().search).toBe('?reason=noPermission');
  });

  it('filters by person, scope and permission in the URL', async () => {
    const { user, location } = renderRoute('/permissions', { as: 'owner' });
    const table = await screen.findByRole('table', { name: 'Permission grants' }, PAGE_LOAD);
    await user.selectOptions(screen.getByLabelText('Permission'), PERMISSIONS.shiftUpdate);
    await user.selectOptions(screen.getByLabelText('Scope'), 'store-2');
    const names = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent);
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
      permissions: [PERMISSIONS.ordersRead, PERMISSIONS.inventoryRead, PERMISSIONS.inventoryWrite, PERMISSIONS.timeEntryWrite, PERMISSIONS.shiftRead, PERMISSIONS.shiftWrite],
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
});
