/**
 * The app's languages and each person's formats (docs/rules/i18n.md). Pure: the browser's
 * languages come in as arguments, so the same rules run in Node tests.
 */

/** English is the default and the source: the spec's messages word for word. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Playwright's pseudo-locale (accented English): never offered in the menu, reachable by `?lang=pseudo` outside production. */
export type CatalogLocale = Language | 'pseudo';
export const DEFAULT_LANGUAGE: Language = 'en';

/** The name of each language in that language, as the switch offers it (the same in every language: not translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name is not translated
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages the app speaks (`de-AT` → `de`), else English. */
export function pickLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The browser's first language that names a region (`en-US`), if any. */
function regionalTag(browserLanguages: readonly string[]): Intl.Locale | undefined {
  for (const tag of browserLanguages) {
    try {
      const locale = new Intl.Locale(tag);
      if (locale.region) return locale;
    } catch {
      // Not a valid tag: skip it.
    }
  }
  return undefined;
}

type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/** Each language's home region, used when the browser names none (German → Germany). */
const HOME_REGION: Record<Language, string> = { en: 'US', de: 'DE' };

export interface FormatSettings {
  /** The BCP 47 tag numbers, money and dates are formatted with: the language in the browser's region. */
  locale: string;
  /** One clock style across the app: 24-hour unless the browser's region asks for AM/PM. */
  hour12: boolean;
  /** 1 = Monday … 7 = Sunday (ISO), for calendars and week pickers. */
  firstDayOfWeek: number;
  /** CSV: the field separator and the decimal mark spreadsheets of that locale expect. */
  csvSeparator: ',' | ';';
  decimalMark: '.' | ',';
}

/** Regions whose weeks start on Sunday, for engines without `Intl.Locale#getWeekInfo` (CLDR weekData). */
const SUNDAY_FIRST = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'IL', 'PH', 'IN', 'ZA', 'KR', 'TW', 'HK']);

function firstDayOf(locale: string, region: string): number {
  const info = new Intl.Locale(locale) as WeekInfoLocale;
  return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? (SUNDAY_FIRST.has(region) ? 7 : 1);
}

/**
 * A locale's decimal mark, and the CSV separator its spreadsheets expect with it: where the mark
 * is a comma (de, fr, …) a comma-separated file opens as one column, so the separator is `;`.
 */
export function numberMarks(locale: string): Pick<FormatSettings, 'decimalMark' | 'csvSeparator'> {
  let decimalMark: FormatSettings['decimalMark'] = '.';
  try {
    if (new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value === ',') decimalMark = ',';
  } catch {
    // An unknown locale: comma and dot.
  }
  return { decimalMark, csvSeparator: decimalMark === ',' ? ';' : ',' };
}

/** A plain number's text (`2.5`, no grouping) with a decimal mark (`2,5`). */
export function withDecimalMark(text: string, mark: FormatSettings['decimalMark']): string {
  return mark === ',' ? text.replace('.', ',') : text;
}

export function formatSettings(language: CatalogLocale, browserLanguages: readonly string[]): FormatSettings {
  const lang: Language = language === 'pseudo' ? DEFAULT_LANGUAGE : language;
  const browser = regionalTag(browserLanguages);
  const region = browser?.region ?? HOME_REGION[lang];
  const locale = `${lang}-${region}`;
  // One clock for the whole app: the person's language in the browser's region decides. English
  // in an American browser asks for AM/PM; German never does (`de-US` is 24-hour too), nor does
  // `en-GB`; a browser that names no region gets 24 hours.
  const hour12 = browser ? new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true : false;
  return { locale, hour12, firstDayOfWeek: firstDayOf(locale, region), ...numberMarks(locale) };
}
