import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';

describe('inventory routes', () => {
  it('/inventory/new is the new-item form, not an item called "new"', async () => {
    renderRoute('/inventory/new', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'New inventory item' }, { timeout: 10_000 })).toBeInTheDocument();
  });
  it('/inventory/:inventoryId edits that item', async () => {
    renderRoute('/inventory/inv-1-001', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Tomatoes' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete item' })).toBeInTheDocument();
  });
  it('/inventory/patch is the count screen', async () => {
    renderRoute('/inventory/patch', { as: 'staff' });
    expect(await screen.findByRole('heading', { name: 'Update inventory' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
