import { compareText } from '@/lib/format';
import { STORAGE_AREAS, type InventoryItem } from './types';

function areaRank(area: string): number {
  const index = (STORAGE_AREAS as readonly string[]).indexOf(area);
  return index < 0 ? STORAGE_AREAS.length : index;
}

/** Items in counting order: storage area (fixed walk order, unknown areas after, by name), then countOrder, then name. */
export function sortForCounting<T extends Pick<InventoryItem, 'storageArea' | 'countOrder' | 'name'>>(items: readonly T[]): T[] {
  // Names compare in the person's language (ä after a in German).
  return [...items].sort(
    (a, b) =>
      areaRank(a.storageArea) - areaRank(b.storageArea) ||
      compareText(a.storageArea, b.storageArea) ||
      (a.countOrder ?? Number.MAX_SAFE_INTEGER) - (b.countOrder ?? Number.MAX_SAFE_INTEGER) ||
      compareText(a.name, b.name),
  );
}

export function groupByStorageArea<T extends Pick<InventoryItem, 'storageArea' | 'countOrder' | 'name'>>(
  items: readonly T[],
): { area: string; items: T[] }[] {
  const groups: { area: string; items: T[] }[] = [];
  for (const item of sortForCounting(items)) {
    const last = groups[groups.length - 1];
    if (last && last.area === item.storageArea) last.items.push(item);
    else groups.push({ area: item.storageArea, items: [item] });
  }
  return groups;
}
