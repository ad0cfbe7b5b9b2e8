/**
 * The one cache of Intl formatters: they are costly to create and long lists format thousands of
 * cells, so each is made once per locale and key. The key names the options (callers pick a short
 * one, cheaper than serialising the options on every call); options may be given as a function,
 * run only when the formatter is made.
 */
function cachedBy<O, F>(make: (locale: string, options: O) => F) {
  const made = new Map<string, F>();
  return (locale: string, key: string, options: O | (() => O)): F => {
    const full = `${locale}|${key}`;
    const known = made.get(full);
    if (known) return known;
    const created = make(locale, typeof options === 'function' ? (options as () => O)() : options);
    made.set(full, created);
    return created;
  };
}

export const numberFormat = cachedBy((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = cachedBy((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const collator = cachedBy((locale, options: Intl.CollatorOptions) => new Intl.Collator(locale, options));
