/* eslint-disable lingui/no-unlocalized-strings -- element names of the UBL and CII formats, not texts people read */
/**
 * Small DOM helpers for e-invoice XML. Elements are found by local name along direct children,
 * never by prefix: a sender may bind any prefix (or none) to the UBL and CII namespaces.
 */
export function kids(parent: Element | null | undefined, name: string): Element[] {
  if (!parent) return [];
  return [...parent.children].filter((el) => el.localName === name);
}

/** The first element at the end of a path of local names (direct children each step). */
export function at(parent: Element | null | undefined, ...path: string[]): Element | null {
  let current: Element | null = parent ?? null;
  for (const name of path) {
    current = kids(current, name)[0] ?? null;
    if (!current) return null;
  }
  return current;
}

/** Every element at the end of a path of local names. */
export function all(parent: Element | null | undefined, ...path: string[]): Element[] {
  let current: Element[] = parent ? [parent] : [];
  for (const name of path) current = current.flatMap((el) => kids(el, name));
  return current;
}

/** The trimmed text at a path, '' when absent. */
export function text(parent: Element | null | undefined, ...path: string[]): string {
  return (at(parent, ...path)?.textContent ?? '').trim();
}

/** A decimal at a path (the XML decimal form, a point and no grouping); null when absent or not a number. */
export function decimal(parent: Element | null | undefined, ...path: string[]): number | null {
  return parseDecimal(text(parent, ...path));
}

function parseDecimal(raw: string): number | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw)) return null;
  return Number(raw);
}

/** Parses XML text; null when it is not well formed. */
export function parseXml(source: string): Document | null {
  const doc = new DOMParser().parseFromString(source, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0 || !doc.documentElement) return null;
  return doc;
}

/** The element names of the document totals (BG-22) in one syntax; allowances and charges are named alike in both. */
export interface TotalNames {
  lines: string;
  net: string;
  gross: string;
  prepaid: string;
  rounding: string;
  payable: string;
}

/** The document totals (BG-22) under `sums`, with the VAT total (BT-110) read by the syntax. */
export function readTotals(sums: Element | null, tax: number | null, names: TotalNames) {
  const optional = (name: string) => decimal(sums, name) ?? 0;
  return {
    lines: decimal(sums, names.lines),
    allowances: optional('AllowanceTotalAmount'),
    charges: optional('ChargeTotalAmount'),
    net: decimal(sums, names.net),
    tax,
    gross: decimal(sums, names.gross),
    prepaid: optional(names.prepaid),
    rounding: optional(names.rounding),
    payable: decimal(sums, names.payable),
  };
}
