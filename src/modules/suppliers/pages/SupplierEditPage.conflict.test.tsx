import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { suppliers } from '@mocks/db/catalog';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

/** The supplier page opened, then the supplier saved elsewhere (another tab or person): version 1 → 2. */
async function openThenChangedElsewhere() {
  const view = renderRoute('/supplier/sup-001', { as: 'manager' });
  await screen.findByRole('heading', { level: 1, name: 'Frischehof Brandenburg' }, PAGE_LOAD);
  expect(await screen.findByLabelText('Contact name')).toBeEnabled();
  suppliers.update('sup-001', { contactName: 'Theirs Contact', notes: 'Their note', version: 2 });
  await view.user.clear(screen.getByLabelText('Contact name'));
  await view.user.type(screen.getByLabelText('Contact name'), 'Mine Contact');
  await view.user.clear(screen.getByLabelText('City'));
  await view.user.type(screen.getByLabelText('City'), 'Potsdam');
  return view;
}

const puts = (log: ReturnType<typeof logRequests>) => log.all.filter((r) => r.method === 'PUT' && r.path === 'v1/supplier/sup-001');

describe('supplier form: a stale save (issue #29)', ROUTE_TEST, () => {
  it('sends the version it opened with, keeps the typed values on 409 and shows theirs vs mine; Keep mine saves my changes over the new version and keeps their note (issue #41)', async () => {
    const log = logRequests(server);
    const { user } = await openThenChangedElsewhere();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const notice = await screen.findByRole('alert', { name: 'Someone else saved this record while you were editing' });
    expect(within(notice).getByText('This supplier was changed by someone else since you opened it.')).toBeInTheDocument();
    const table = within(notice).getByRole('table', { name: 'Fields that differ: their saved value and yours' });
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label} `) });
    expect(
      within(row('Contact name'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Theirs Contact', 'Mine Contact', 'Mine (you changed it)']);
    expect(
      within(row('City'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Berlin', 'Potsdam', 'Mine (you changed it)']);
    expect(
      within(row('Notes'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Their note', '—', 'Theirs (you did not change it)']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Nothing typed is lost.
    expect(screen.getByLabelText('Contact name')).toHaveValue('Mine Contact');
    expect(screen.getByLabelText('City')).toHaveValue('Potsdam');
    expect(puts(log).map((r) => (r.body as { version?: number }).version)).toEqual([1]);

    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Supplier saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /Someone else saved/ })).not.toBeInTheDocument();
    expect(puts(log).map((r) => (r.body as { version?: number }).version)).toEqual([1, 2]);
    // Only the fields I changed overwrite theirs: their note (a field I never touched) stays.
    expect(suppliers.get('sup-001')).toMatchObject({ contactName: 'Mine Contact', notes: 'Their note', version: 3 });
    expect(suppliers.get('sup-001')?.address.city).toBe('Potsdam');

    // The next save builds on the version just saved.
    expect(screen.getByLabelText('Notes')).toHaveValue('Their note');
    await user.type(screen.getByLabelText('Notes'), ', again');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findAllByText('Supplier saved');
    await expect.poll(() => puts(log).length).toBe(3);
    expect((puts(log)[2]?.body as { version?: number }).version).toBe(3);
    expect(suppliers.get('sup-001')).toMatchObject({ notes: 'Their note, again', version: 4 });
  });

  it('Reload theirs puts the saved values into the form and sends nothing', async () => {
    const log = logRequests(server);
    const { user } = await openThenChangedElsewhere();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const notice = await screen.findByRole('alert', { name: 'Someone else saved this record while you were editing' });
    await user.click(within(notice).getByRole('button', { name: 'Reload theirs' }));

    expect(screen.queryByRole('alert', { name: /Someone else saved/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Contact name')).toHaveValue('Theirs Contact');
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');
    expect(screen.getByLabelText('Notes')).toHaveValue('Their note');
    expect(puts(log)).toHaveLength(1);
    // Their version is the base now: a change saves without a conflict.
    await user.type(screen.getByLabelText('Notes'), ', and mine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Supplier saved')).toBeInTheDocument();
    expect(suppliers.get('sup-001')).toMatchObject({ contactName: 'Theirs Contact', notes: 'Their note, and mine', version: 3 });
  });

  it('against a server without versions it sends no version and the last write wins', async () => {
    const { version: _version, ...unversioned } = suppliers.get('sup-002') ?? { id: 'sup-002', name: '' };
    server.use(
      http.get(apiPath('v1/supplier/sup-002'), () => HttpResponse.json(unversioned)),
      http.put(apiPath('v1/supplier/sup-002'), async ({ request }) => {
        const body: unknown = await request.json();
        return HttpResponse.json({ ...(typeof body === 'object' ? body : {}), id: 'sup-002' });
      }),
    );
    const log = logRequests(server);
    const { user } = renderRoute('/supplier/sup-002', { as: 'manager' });
    expect(await screen.findByLabelText('Contact name', undefined, PAGE_LOAD)).toBeEnabled();
    await user.type(screen.getByLabelText('Notes'), 'First');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Supplier saved')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes'), ' and second');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const sent = () => log.all.filter((r) => r.method === 'PUT').map((r) => r.body);
    await expect.poll(() => sent().length).toBe(2);
    expect(sent().map((b) => typeof b === 'object' && b !== null && 'version' in b)).toEqual([false, false]);
    expect(sent().map((b) => (b as { notes?: string }).notes)).toEqual(['First', 'First and second']);
  });
});
