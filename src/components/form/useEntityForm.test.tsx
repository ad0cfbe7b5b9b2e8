import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { useSwitchStore } from '@/session/useSession';
import { signedInState } from '@/test/render';
import { EntityForm, FormActions } from './EntityForm';
import { MoneyInput, NumberInput, TextInput, WeekdayPicker } from './fields';
import { useEntityForm, type SaveOutcome } from './useEntityForm';

const LineSchema = z.object({
  name: z.string().check(z.minLength(1, 'Name is required.')),
  quantity: z.number({ error: 'Enter a quantity.' }).check(z.positive('Enter a quantity.')),
  price: z.number({ error: 'Enter a price.' }),
  days: z.array(z.number()),
});
type Line = z.output<typeof LineSchema>;

type Save = (values: Line, context: { storeId: string | null }) => Promise<SaveOutcome<Line> | void>;

function LineForm({ save }: { save: Save }) {
  const entity = useEntityForm<Line>({
    defaultValues: { name: '', quantity: 1, price: 0, days: [] },
    schema: LineSchema,
    normalize: (v) => ({ ...v, name: v.name.trim() }),
    save,
    failureMessage: 'Failed to save line',
    listPath: '/lines',
    storeBound: true,
  });
  return (
    <EntityForm entity={entity} label="Line" idPrefix="line">
      <TextInput name="name" label="Name" />
      <NumberInput name="quantity" label="Quantity" min={0} max={100_000} />
      <MoneyInput name="price" label="Price" />
      <WeekdayPicker name="days" label="Days" />
      <FormActions busy={entity.busy} submitLabel="Save line" />
    </EntityForm>
  );
}

function StoreSwitch() {
  const switchStore = useSwitchStore();
  return (
    <button type="button" onClick={() => switchStore('store-2')}>
      Switch to store 2
    </button>
  );
}

function renderForm(save: Save) {
  const store = makeStore(signedInState('manager', 'store-1'));
  const user = userEvent.setup();
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/line']}>
        <StoreSwitch />
        <Routes>
          <Route path="/line" element={<LineForm save={save} />} />
          <Route path="/lines" element={<h1>All lines</h1>} />
          <Route path="/line/:id" element={<h1>Saved line</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, store };
}

describe('useEntityForm and the bound fields', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads "2,5" as 2.5, refuses "2,5,1" at the field and sends nothing until it is fixed', async () => {
    const save = vi.fn<Save>().mockResolvedValue({ leaveTo: '/line/1' });
    const { user } = renderForm(save);
    await user.type(screen.getByLabelText('Name'), '  Flour ');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2,5,1');
    expect(screen.getByText('Enter a number like 2.5 or 2,5.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save line' }));
    expect(save).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2,5');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '27,45');
    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByRole('button', { name: 'Save line' }));
    await screen.findByRole('heading', { name: 'Saved line' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Flour', quantity: 2.5, price: 27.45, days: [1] }, { storeId: 'store-1' });
  });

  it('shows the bounds and the schema messages at the fields', async () => {
    const save = vi.fn<Save>();
    const { user } = renderForm(save);
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '100001');
    expect(screen.getByText('Enter at most 100,000.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '1,234');
    expect(screen.getByText('Use at most 2 decimals.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save line' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the input when the save fails, shows the server field errors at the fields, and sends once per click', async () => {
    let release: () => void = () => undefined;
    const save = vi.fn<Save>().mockImplementation(
      () =>
        new Promise((_, reject) => {
          release = () =>
            reject(
              Object.assign(new Error('422'), {
                status: 422,
                data: { message: 'Check the line.', fieldErrors: { name: 'Name is taken.' } },
              }),
            );
        }),
    );
    const { user } = renderForm(save);
    await user.type(screen.getByLabelText('Name'), 'Flour');
    const submit = screen.getByRole('button', { name: 'Save line' });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the line.');
    expect(screen.getByText('Name is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Flour');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('asks before a store switch with unsaved changes; staying keeps the form, agreeing leaves it and saves nothing', async () => {
    const save = vi.fn<Save>();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, store } = renderForm(save);
    await user.type(screen.getByLabelText('Name'), 'Flour');

    await user.click(screen.getByRole('button', { name: 'Switch to store 2' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(store.getState().currentStore.store?.id).toBe('store-1');
    expect(screen.getByLabelText('Name')).toHaveValue('Flour');

    await user.click(screen.getByRole('button', { name: 'Switch to store 2' }));
    expect(store.getState().currentStore.store?.id).toBe('store-2');
    await screen.findByRole('heading', { name: 'All lines' });
    // Leaving after the agreed switch does not ask a second time.
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(save).not.toHaveBeenCalled();
  });

  it('a clean form switches store without asking and leaves', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, store } = renderForm(vi.fn<Save>());
    await user.click(screen.getByRole('button', { name: 'Switch to store 2' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(store.getState().currentStore.store?.id).toBe('store-2');
    await screen.findByRole('heading', { name: 'All lines' });
  });
});
