import { afterEach, describe, expect, it } from 'vitest';
import { stores } from '../db/stores';
import { remittanceText } from './sepaExport';

/** The transfer text on the staff's bank statements, in the store's language (issue #43 item 3). */
describe('the SEPA transfer text', () => {
  afterEach(() => stores.remove('store-fr'));

  it('is German with German dates for a store in Germany, English elsewhere', () => {
    expect(remittanceText('store-1', '2026-11-30', '2026-12-06')).toBe('Trinkgeld 30.11.2026 bis 06.12.2026');
    stores.insert({ ...stores.get('store-1')!, id: 'store-fr', address: { street: '', postalCode: '', city: 'Paris', country: 'FR' } });
    expect(remittanceText('store-fr', '2026-11-30', '2026-12-06')).toBe('Tips 2026-11-30 to 2026-12-06');
  });
});
