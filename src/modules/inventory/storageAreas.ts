import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n';
import { STORAGE_AREAS } from './types';

type StorageArea = (typeof STORAGE_AREAS)[number];

/** The standard areas' names in the person's language; the stored value stays the English name. */
const AREA_LABELS: Readonly<Record<StorageArea, MessageDescriptor>> = {
  'Walk-in cooler': msg`Walk-in cooler`,
  Freezer: msg`Freezer`,
  'Dry store': msg`Dry store`,
  Bar: msg`Bar`,
  'Front counter': msg`Front counter`,
  'Cleaning cupboard': msg`Cleaning cupboard`,
};

const isStandard = (area: string): area is StorageArea => (STORAGE_AREAS as readonly string[]).includes(area);

/** A storage area as shown: a standard area translated, an area of the store's own as typed. */
export function storageAreaLabel(area: string): string {
  return isStandard(area) ? i18n._(AREA_LABELS[area]) : area;
}
