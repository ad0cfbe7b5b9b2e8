import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@/app/routeTable';
import { type Permission } from '@/config/permissions';
import { openablePages, searchPages } from './quickSearch';

const staff = (p: Permission) =>
  (['inventory.read', 'inventory.write', 'time_entry.write', 'shift.read', 'shift.write'] as Permission[]).includes(p);

describe('quick search over pages', () => {
  it('offers only pages without an id that the user may open now', () => {
    const pages = openablePages(ROUTE_TABLE, staff, true).map((p) => p.to);
    expect(pages).toContain('/inventory/analysis');
    expect(pages).toContain('/time-entry/form');
    expect(pages).not.toContain('/suppliers');
    expect(pages.some((p) => p.includes(':'))).toBe(false);
    expect(openablePages(ROUTE_TABLE, staff, false)).toEqual([]);
  });

  it('matches every word in title or path, title prefixes first', () => {
    const pages = openablePages(ROUTE_TABLE, () => true, true);
    expect(searchPages(pages, 'inv')[0]?.label).toBe('Inventory');
    expect(searchPages(pages, 'inventory analysis').map((p) => p.to)).toEqual(['/inventory/analysis']);
    expect(searchPages(pages, 'SHIFT rep').map((p) => p.to)).toEqual(['/shifts/report']);
    expect(searchPages(pages, '   ')).toEqual([]);
    expect(searchPages(pages, 'e', 3)).toHaveLength(3);
  });
});
