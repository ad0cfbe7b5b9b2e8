import { afterEach, describe, expect, it } from 'vitest';
import { activate, i18n } from './i18n/i18n';
import { fieldErrorsOf } from './schemaErrors';
import { requiredText, storeIdField } from './schemaParts';
import { messages as german } from '@/config/locales/de';

/** A schema made once at import speaks the language shown when it checks (docs/rules/i18n.md#writing-a-text). */
describe('rule messages made when a value is checked', () => {
  afterEach(() => activate('en'));

  const name = requiredText(() => (i18n.locale === 'de' ? 'Geben Sie einen Namen ein.' : 'Enter a name.'), 3);

  it('a message function is called for the issue', () => {
    expect(fieldErrorsOf(name, '  ')).toEqual({ _: 'Enter a name.' });
    activate('de');
    expect(fieldErrorsOf(name, '  ')).toEqual({ _: 'Geben Sie einen Namen ein.' });
  });

  it("the parts' own messages follow the active language", () => {
    expect(fieldErrorsOf(name, 'abcd')).toEqual({ _: 'At most 3 characters.' });
    expect(fieldErrorsOf(storeIdField(), '')).toEqual({ _: 'Store ID is required.' });
    activate('de');
    i18n.load('de', german);
    expect(fieldErrorsOf(name, 'abcd')).toEqual({ _: 'Höchstens 3 Zeichen.' });
    expect(fieldErrorsOf(storeIdField(), '')).toEqual({ _: 'Eine Filial-ID ist erforderlich.' });
  });
});
