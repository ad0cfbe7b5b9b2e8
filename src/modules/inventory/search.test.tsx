import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { inventoryItems } from '@mocks/db/inventory';
import { makeStore } from '@/app/store';
import { PATHS } from './paths';
import { signedInState, type DemoRole } from '@/test/render';
import { useInventoryResults } from './search';

function search(query: string, as: DemoRole = 'manager') {
  const store = makeStore(signedInState(as, 'store-1'));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useInventoryResults(query, 'store-1'), { wrapper }).result;
}

describe('quick search: inventory items', () => {
  it('finds an item by name, ignoring case and diacritics ("muller" finds "Müller")', async () => {
    inventoryItems.update('inv-1-001', { name: 'Müller Vollmilch 3,5 %' });
    for (const query of ['muller', 'MÜLLER voll', 'vollmilch']) {
      const result = search(query);
      await waitFor(() => expect(result.current.results.map((r) => r.label)).toEqual(['Müller Vollmilch 3,5 %']));
      expect(result.current.results[0]).toMatchObject({ id: 'inv-1-001', to: PATHS.inventoryItem('inv-1-001') });
    }
  });

  it('a reader (viewer) is linked to the item too: its page is read-only without inventory.write', async () => {
    inventoryItems.update('inv-1-001', { name: 'Müller Vollmilch' });
    const result = search('muller', 'viewer');
    await waitFor(() => expect(result.current.results).toHaveLength(1));
    expect(result.current.results[0]?.to).toBe(PATHS.inventoryItem('inv-1-001'));
  });

  it('finds nothing for one letter or a name that is not there', async () => {
    expect(search('m').current.results).toEqual([]);
    const none = search('zzzz-no-such-item');
    await waitFor(() => expect(none.current.isFetching).toBe(false));
    expect(none.current.results).toEqual([]);
  });
});
