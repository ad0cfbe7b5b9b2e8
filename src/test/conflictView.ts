import { screen, within } from '@testing-library/react';
import { PAGE_LOAD } from './requestLog';

/**
 * The forms' conflict view once a stale save was refused (src/components/form/ConflictNotice.tsx):
 * the notice, its comparison table, and a field's cells (theirs, mine, what "Keep mine" saves).
 */
export async function findConflictView() {
  const notice = await screen.findByRole('alert', { name: 'Someone else saved this record while you were editing' }, PAGE_LOAD);
  const table = within(notice).getByRole('table', { name: 'Fields that differ: their saved value and yours' });
  const cells = (label: string) =>
    within(within(table).getByRole('row', { name: new RegExp(`^${label} `) }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
  return { notice, table, cells };
}
