import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { logRequests } from '@/test/requestLog';
import { GenerationDialog } from './components/GenerationDialog';
import { DEFAULT_SETTINGS } from './settings';
import { renderInStore } from '@/test/renderInStore';

function renderGeneration() {
  const onClose = vi.fn();
  const onStarted = vi.fn();
  const view = renderInStore(
    <GenerationDialog
      defaultStart="2026-03-16"
      defaultEnd="2026-03-22"
      settings={DEFAULT_SETTINGS}
      staffCount={3}
      onStarted={onStarted}
      onClose={onClose}
    />,
  );
  return { ...view, onClose, onStarted, dialog: screen.getByRole('dialog', { name: 'Generate shifts' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the generation dialog on the form kit', () => {
  it('checks the range at the fields, then starts the job for the store it was opened for', async () => {
    const log = logRequests(server);
    const { user, dialog, onStarted } = renderGeneration();
    const from = within(dialog).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-23');
    await user.click(within(dialog).getByRole('button', { name: 'Start generation' }));
    expect(await within(dialog).findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(log.count('POST', 'v1/shift/store/store-1/generate')).toBe(0);

    await user.clear(from);
    await user.type(from, '2026-03-17');
    await user.click(within(dialog).getByLabelText('Replace existing drafts in this range'));
    await user.click(within(dialog).getByRole('button', { name: 'Start generation' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(expect.any(String), '2026-03-17', '2026-03-22'));
    const sent = log.all.filter((r) => r.method === 'POST' && r.path.endsWith('/generate'));
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      ['v1/shift/store/store-1/generate', { startDate: '2026-03-17', endDate: '2026-03-22', replaceDrafts: false }],
    ]);
  });

  it('asks before a store switch with a changed range; agreeing closes it and starts nothing', async () => {
    const log = logRequests(server);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, store, dialog, onClose, onStarted, switchStore } = renderGeneration();
    await user.click(within(dialog).getByLabelText('Replace existing drafts in this range'));
    switchStore('store-2');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(store.getState().currentStore.store?.id).toBe('store-2');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await user.click(within(dialog).getByRole('button', { name: 'Start generation' }));
    expect(onStarted).not.toHaveBeenCalled();
    expect(log.all.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
