import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { countSessions, inventoryItems } from '@mocks/db/inventory';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { renderRoute } from '@/test/render';
import { unsentStorageKey } from '../countQueue';

const KEY = unsentStorageKey('store-1', 'user-staff');
const ENTRY = 'v1/inventory/:storeId/count-session/entry';

function recordEntries() {
  const bodies: unknown[] = [];
  server.use(
    http.put(apiPath(ENTRY), async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/** The bodies of the spec's count call, `PATCH v1/inventory/{storeId}/amount`. */
function recordAmounts() {
  const bodies: unknown[] = [];
  server.use(
    http.patch(apiPath('v1/inventory/:storeId/amount'), async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

const openCount = () => countSessions.where((c) => c.storeId === 'store-1' && c.status === 'open')[0];

async function startCount() {
  const view = renderRoute('/inventory/patch', { as: 'staff' });
  await view.user.click(await screen.findByRole('button', { name: 'Start count' }, { timeout: 10_000 }));
  await screen.findByLabelText('Tomatoes', {}, { timeout: 10_000 });
  return view;
}

// jsdom is slow with ~130 labelled fields: keep a few active items (two storage areas) in store-1.
const KEEP = new Set(['inv-1-001', 'inv-1-002', 'inv-1-003', 'inv-1-015', 'inv-1-016']);
beforeEach(() => {
  for (const item of inventoryItems.where((i) => i.storeId === 'store-1' && !KEEP.has(i.id))) {
    inventoryItems.update(item.id, { active: false });
  }
  inventoryItems.update('inv-1-001', { amount: 5, parLevel: 10, unitCost: 2 });
});

describe('the count screen', () => {
  it('starts a count, keeps entries in the session (stock unchanged), moves on with Enter and says so on an empty field', async () => {
    const sent = recordEntries();
    const { user } = await startCount();
    const cooler = screen.getByRole('region', { name: /Walk-in cooler/ });
    const tomatoes = within(cooler).getByLabelText('Tomatoes');
    const lettuce = within(cooler).getByLabelText('Lettuce');
    await user.type(tomatoes, '7,5{Enter}');
    expect(lettuce).toHaveFocus();
    // Enter on an empty field does not skip: it says so and stays.
    await user.keyboard('{Enter}');
    expect(lettuce).toHaveFocus();
    expect(within(cooler).getByText(/Nothing entered/)).toBeInTheDocument();
    await user.keyboard('4{Enter}');
    const sessionId = openCount()?.id;
    await expect
      .poll(() => sent)
      .toEqual([
        { sessionId, itemId: 'inv-1-001', amount: 7.5 },
        { sessionId, itemId: 'inv-1-002', amount: 4 },
      ]);
    await expect.poll(() => within(cooler).queryAllByText('Saved').length).toBe(2);
    expect(inventoryItems.get('inv-1-001')?.amount).toBe(5);
    expect(within(cooler).getByText('+2.5 crate')).toBeInTheDocument();
    expect(screen.getByText('Counted 2 of 5 items')).toBeInTheDocument();
    // Uncounted rows say so in words.
    expect(screen.getAllByText('Not counted')).toHaveLength(3);
  });

  it('refuses 2,5,1 and 99,999,999,999 at the field, and asks before an amount 10 times par', async () => {
    const sent = recordEntries();
    const { user } = await startCount();
    const tomatoes = screen.getByLabelText('Tomatoes');
    await user.type(tomatoes, '2,5,1{Enter}');
    expect(screen.getByText('Enter a number like 2.5 or 2,5.')).toBeInTheDocument();
    await user.clear(tomatoes);
    await user.type(tomatoes, '99999999999{Enter}');
    expect(screen.getByText('Enter at most 1,000,000.')).toBeInTheDocument();
    await user.clear(tomatoes);
    await user.type(tomatoes, '100{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Far above par' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep this amount' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ itemId: 'inv-1-001', amount: 100 });
  });

  it('restores the open count after a reload or on a second device, and finishing posts the differences with their value', async () => {
    const amounts = recordAmounts();
    const first = await startCount();
    await first.user.type(screen.getByLabelText('Tomatoes'), '8{Enter}');
    await expect.poll(() => openCount()?.entries.length).toBe(1);
    first.unmount();
    localStorage.clear();
    // Another device: nothing local, everything from the session.
    const { user } = renderRoute('/inventory/patch', { as: 'staff' });
    expect(await screen.findByLabelText('Tomatoes', {}, { timeout: 10_000 })).toHaveValue('8');
    expect(screen.getByText('Counted 1 of 5 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish count…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the count?' });
    expect(within(dialog).getByRole('row', { name: /Tomatoes/ })).toHaveTextContent(/\+3.*€6\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Post the differences' }));
    const result = await screen.findByRole('region', { name: 'Count finished: differences posted' });
    expect(within(result).getByRole('row', { name: /Tomatoes/ })).toHaveTextContent('+3');
    // The spec's call carries the count (issue #32), once per item; closing the session posts nothing twice.
    expect(amounts).toEqual([{ id: 'inv-1-001', amount: 8, userId: 'user-staff' }]);
    expect(inventoryItems.get('inv-1-001')?.amount).toBe(8);
    expect(openCount()).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Start count' })).toBeInTheDocument();
  });

  it('keeps a failed entry, marked "Not sent", stores it, and sends it on Retry', async () => {
    server.use(failWith('put', ENTRY, 500, 'Stock service down', { once: true }));
    const { user } = await startCount();
    await user.type(screen.getByLabelText('Tomatoes'), '7{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('Stock service down')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([expect.objectContaining({ itemId: 'inv-1-001', amount: 7 })]);
    expect(screen.getByRole('button', { name: 'Finish count…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retry Tomatoes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(openCount()?.entries).toEqual([expect.objectContaining({ itemId: 'inv-1-001', amount: 7 })]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops an amount left unsent by a count finished since (offline queue), says so and sends nothing', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ sessionId: 'count-finished-long-ago', itemId: 'inv-1-001', amount: 7, previous: 5 }]));
    const sent = recordEntries();
    await startCount();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: The amount for Tomatoes was entered on this device for a count that was finished before it reached the server.',
    );
    expect(screen.getByLabelText('Tomatoes')).toHaveValue('');
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    await expect.poll(() => localStorage.getItem(KEY)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('an entry sent after another device finished the count is dropped with a note, not retried forever', async () => {
    const { user } = await startCount();
    const id = openCount()?.id ?? '';
    countSessions.update(id, { status: 'finished', finishedAt: new Date().toISOString() });
    await user.type(screen.getByLabelText('Tomatoes'), '7{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not saved: The amount for Tomatoes was entered .* count that was finished/);
    // The page re-reads the open count: there is none now.
    expect(await screen.findByRole('button', { name: 'Start count' })).toBeInTheDocument();
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss the note on amounts not saved' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without the count-session addition (404) counts on this device, says so once, keeps it over a reload and posts PATCH …/amount per item', async () => {
    server.use(failWith('get', 'v1/inventory/:storeId/count-session', 404, 'Not found'));
    server.use(failWith('post', 'v1/inventory/:storeId/count-session', 404, 'Not found'));
    const sent = recordEntries();
    const amounts = recordAmounts();
    const first = await startCount();
    expect(screen.getByText(/This server does not keep counts in progress/)).toBeInTheDocument();
    await first.user.type(screen.getByLabelText('Tomatoes'), '8{Enter}');
    await first.user.keyboard('3{Enter}');
    await expect.poll(() => screen.queryAllByText('Saved').length).toBe(2);
    first.unmount();
    const { user } = renderRoute('/inventory/patch', { as: 'staff' });
    expect(await screen.findByLabelText('Tomatoes', {}, { timeout: 10_000 })).toHaveValue('8');
    expect(screen.getByLabelText('Lettuce')).toHaveValue('3');
    expect(screen.getAllByText(/This server does not keep counts in progress/)).toHaveLength(1);
    expect(screen.queryByText('Failed to fetch the open count')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish count…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the count?' });
    await user.click(within(dialog).getByRole('button', { name: 'Post the differences' }));
    expect(await screen.findByRole('region', { name: 'Count finished: differences posted' })).toBeInTheDocument();
    expect(amounts).toEqual(
      expect.arrayContaining([
        { id: 'inv-1-001', amount: 8, userId: 'user-staff' },
        { id: 'inv-1-002', amount: 3, userId: 'user-staff' },
      ]),
    );
    expect(amounts).toHaveLength(2);
    expect(sent).toEqual([]);
    expect(inventoryItems.get('inv-1-001')?.amount).toBe(8);
    expect(await screen.findByRole('button', { name: 'Start count' })).toBeInTheDocument();
  });

  it('a finish whose PATCH fails for one item keeps the count open, names the item, and Finish again posts only the rest', async () => {
    const amounts = recordAmounts();
    const { user } = await startCount();
    await user.type(screen.getByLabelText('Tomatoes'), '8{Enter}');
    await user.keyboard('3{Enter}');
    await expect.poll(() => openCount()?.entries.length).toBe(2);
    let failed = false;
    server.use(
      http.patch(apiPath('v1/inventory/:storeId/amount'), async ({ request }) => {
        const body: unknown = await request.clone().json();
        if (failed || !JSON.stringify(body).includes('inv-1-002')) return undefined;
        failed = true;
        return Response.json({ message: 'Stock service down' }, { status: 500 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Finish count…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Finish the count?' })).getByRole('button', { name: 'Post the differences' }),
    );
    expect(await screen.findByText(/Not posted: Lettuce \(Stock service down\)/)).toBeInTheDocument();
    expect(openCount()).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Finish count…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Finish the count?' })).getByRole('button', { name: 'Post the differences' }),
    );
    expect(await screen.findByRole('region', { name: 'Count finished: differences posted' })).toBeInTheDocument();
    expect(amounts.filter((a) => JSON.stringify(a).includes('inv-1-001'))).toHaveLength(1);
    expect(inventoryItems.get('inv-1-002')?.amount).toBe(3);
    expect(openCount()).toBeUndefined();
  });
});
