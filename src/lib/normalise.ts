/**
 * Text as every search in the app compares it: lower case, without diacritics
 * ("Müller" → "muller", "Crème" → "creme"). Used by the list views, the quick search and the
 * mock API's search filters, so the app and its mock agree on what matches.
 */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, normalised. */
export function searchTerms(query: string): string[] {
  return normalise(query).split(/\s+/).filter(Boolean);
}

/** Whether every word of the query occurs in one of the texts (all compared normalised). */
export function matchesSearch(query: string, ...texts: readonly (string | null | undefined)[]): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = normalise(texts.filter(Boolean).join('\u0000'));
  return terms.every((t) => haystack.includes(t));
}

/** For long lists: each row's text is normalised once; the returned filter then only compares. */
export function searchIndex<T>(rows: readonly T[], text: (row: T) => string): (query: string) => readonly T[] {
  const texts = rows.map((row) => normalise(text(row)));
  return (query) => {
    const terms = searchTerms(query);
    return terms.length === 0 ? rows : rows.filter((_, i) => terms.every((t) => texts[i]?.includes(t)));
  };
}
