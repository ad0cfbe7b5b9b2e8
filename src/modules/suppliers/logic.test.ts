import { describe, expect, it } from 'vitest';
import { emptySupplier, findSameName, formatWeekdays, normalizeVatId, supplierNameKey, validateSupplier } from './logic';

describe('supplier name match (docs/rules/purchasing.md#supplier-name-match)', () => {
  const list = [
    { id: 'a', name: 'Getränke Paul' },
    { id: 'b', name: 'Hanse Getränke' },
  ];
  it('compares trimmed, case-folded names', () => {
    expect(supplierNameKey('  GETRÄNKE   Paul ')).toBe('getränke paul');
    expect(findSameName(list, ' getränke paul')).toEqual(list[0]);
    expect(findSameName(list, 'Getränke Paula')).toBeUndefined();
    expect(findSameName(list, '   ')).toBeUndefined();
  });
  it('ignores the supplier being edited', () => {
    expect(findSameName(list, 'Getränke Paul', 'a')).toBeUndefined();
    expect(findSameName(list, 'hanse getränke', 'a')).toEqual(list[1]);
  });
});

describe('supplier validation', () => {
  const valid = {
    ...emptySupplier(),
    name: 'Test',
    email: 'a@b.de',
    phone: '+49 (30) 123-4567',
    vatId: 'DE123456789',
    orderCutoffTime: '09:30',
    deliveryWeekdays: [1, 3],
  };
  it('accepts a complete supplier and empty optional fields', () => {
    expect(validateSupplier(valid)).toEqual({});
    expect(validateSupplier({ ...emptySupplier(), name: 'Only a name' })).toEqual({});
  });
  it('reports every bad field', () => {
    expect(
      validateSupplier({
        ...valid,
        name: '',
        email: 'x@y',
        orderEmail: 'no',
        phone: '12',
        vatId: 'de123',
        orderCutoffTime: '9:30',
        deliveryWeekdays: [1, 7],
        paymentTermsDays: -1,
        leadTimeDays: 1.5,
        minOrderValue: 10.001,
        status: 'gone',
        address: { street: '', postalCode: '', city: '', country: 'Germany' },
      }),
    ).toEqual({
      name: 'Name is required.',
      email: 'Enter a valid email address.',
      orderEmail: 'Enter a valid email address.',
      phone: 'Enter a valid phone number, e.g. +49 30 1234567.',
      vatId: 'Enter a VAT id like DE123456789.',
      orderCutoffTime: 'Enter a time as HH:mm, e.g. 14:00.',
      deliveryWeekdays: 'Choose delivery days from Sunday to Saturday.',
      paymentTermsDays: 'Enter whole days from 0 to 365.',
      leadTimeDays: 'Enter whole days from 0 to 60.',
      minOrderValue: 'Enter an amount of 0 or more with at most 2 decimals.',
      status: 'Choose active or archived.',
      'address.country': 'Enter a two-letter country code, e.g. DE.',
    });
  });
  it('normalises VAT ids and lists weekdays Monday first', () => {
    expect(normalizeVatId('de 123.456-789')).toBe('DE123456789');
    expect(formatWeekdays([0, 5, 1])).toBe('Mon, Fri, Sun');
  });
});
