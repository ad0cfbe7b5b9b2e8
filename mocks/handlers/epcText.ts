import { storedName } from '../rules/text';

/**
 * Names in the EPC basic Latin character set (docs/rules/money.md#names-in-a-bank-file), the demo
 * server's own rule: a SEPA credit transfer's `<Nm>` may hold only a-z A-Z 0-9 / - ? : ( ) . , ' +
 * and the space (EPC217-08). Letters with a known Latin spelling are transliterated (ä → ae,
 * ß → ss, é → e, ł → l …), bidi controls and zero-width characters are stripped, everything else
 * (emoji, CJK, other symbols) is left out. A name with no letter or digit left cannot be paid.
 */
const SPELLED: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  '&': '+',
  '’': "'",
  '‘': "'",
  '‐': '-',
  '–': '-',
  '—': '-',
};

const NOT_EPC = /[^a-zA-Z0-9/\-?:().,'+ ]/g;

/** The name as the bank file carries it, at most `max` characters; '' when nothing usable is left. */
export function epcName(value: string, max = 70): string {
  const spelled = [...storedName(value)].map((c) => SPELLED[c] ?? c).join('');
  const latin = spelled
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s/g, ' ')
    .replace(NOT_EPC, '')
    // EPC: no '//' anywhere, no '/' at either end.
    .replace(/\/{2,}/g, '/')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .trim();
  if (!/[a-zA-Z0-9]/.test(latin)) return '';
  return latin.slice(0, max).trim();
}
