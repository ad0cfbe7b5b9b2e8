import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryItems } from '@mocks/db/inventory';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { renderRoute } from '@/test/render';
import { unsentStorageKey } from '../countQueue';

const KEY = unsentStorageKey('store-1', 'user-staff');

function recordPatches() {
  const bodies: unknown[] = [];
  server.use(
    http.patch(apiPath('v1/inventory/:storeId/amount'), async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

// jsdom is slow with ~130 labelled fields: keep a few active items (two storage areas) in store-1.
const KEEP = new Set(['inv-1-001', 'inv-1-002', 'inv-1-003', 'inv-1-015', 'inv-1-016']);
beforeEach(() => {
  for (const item of inventoryItems.where((i) => i.storeId === 'store-1' && !KEEP.has(i.id))) {
    inventoryItems.update(item.id, { active: false });
  }
});

describe('the count screen', () => {
  it('groups items by storage area, sends each entry as {id, amount, userId} and moves on with Enter', async () => {
    const patches = recordPatches();
    const { user } = renderRoute('/inventory/patch', { as: 'staff' });
    const cooler = await screen.findByRole('region', { name: /Walk-in cooler/ }, { timeout: 10_000 });
    const tomatoes = within(cooler).getByLabelText('Tomatoes');
    const lettuce = within(cooler).getByLabelText('Lettuce');
    const before = inventoryItems.get('inv-1-001')?.amount ?? 0;
    await user.type(tomatoes, `${before + 2}{Enter}`);
    expect(lettuce).toHaveFocus();
    await user.keyboard('4{Enter}');
    expect(within(cooler).getByLabelText('Lemons')).toHaveFocus();
    await expect.poll(() => patches.length).toBe(2);
    expect(patches).toEqual([
      { id: 'inv-1-001', amount: before + 2, userId: 'user-staff' },
      { id: 'inv-1-002', amount: 4, userId: 'user-staff' },
    ]);
    await expect.poll(() => within(cooler).queryAllByText('Saved').length).toBe(2);
    expect(inventoryItems.get('inv-1-001')?.amount).toBe(before + 2);
    // The difference to the amount before the count is visible.
    expect(within(cooler).getByText('+2 crate')).toBeInTheDocument();
    expect(screen.getByText('Counted 2 of 5 items')).toBeInTheDocument();
  });

  it('keeps a failed entry, marked "Not sent", stores it, and sends it on Retry', async () => {
    server.use(failWith('patch', 'v1/inventory/:storeId/amount', 500, 'Stock service down', { once: true }));
    const { user } = renderRoute('/inventory/patch', { as: 'staff' });
    const input = await screen.findByLabelText('Tomatoes', {}, { timeout: 10_000 });
    await user.type(input, '7{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('Stock service down')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([
      expect.objectContaining({ itemId: 'inv-1-001', amount: 7 }),
    ]);
    expect(inventoryItems.get('inv-1-001')?.amount).not.toBe(7);
    await user.click(screen.getByRole('button', { name: 'Retry Tomatoes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(inventoryItems.get('inv-1-001')?.amount).toBe(7);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('sends entries left unsent by an earlier visit (a reload loses nothing)', async () => {
    server.use(failWith('patch', 'v1/inventory/:storeId/amount', 500, 'Down', { once: true }));
    const view = renderRoute('/inventory/patch', { as: 'staff' });
    await view.user.type(await screen.findByLabelText('Tomatoes', {}, { timeout: 10_000 }), '9{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    view.unmount();
    const patches = recordPatches();
    renderRoute('/inventory/patch', { as: 'staff' });
    expect(await screen.findByLabelText('Tomatoes', {}, { timeout: 10_000 })).toHaveValue('9');
    await expect.poll(() => patches).toEqual([{ id: 'inv-1-001', amount: 9, userId: 'user-staff' }]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(inventoryItems.get('inv-1-001')?.amount).toBe(9);
  });

  it('rejects what is not a number without sending it', async () => {
    const patches = recordPatches();
    const { user } = renderRoute('/inventory/patch', { as: 'staff' });
    await user.type(await screen.findByLabelText('Tomatoes', {}, { timeout: 10_000 }), 'abc{Enter}');
    expect(screen.getByText('Enter a number of 0 or more.')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});
