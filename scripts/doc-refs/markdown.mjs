import { readFileSync } from 'node:fs';

/** A heading's anchor as GitHub renders it: lower case, punctuation dropped, spaces as hyphens. */
function slug(text) {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*~]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The anchors of a Markdown file, each with its heading's text (a repeated heading gets `-1`, `-2`…
 * as on GitHub; headings inside code fences do not count; `<a id>`/`<a name>` anchors do).
 */
export function headingsOf(path) {
  const anchors = new Map();
  const counts = new Map();
  let fence = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    for (const m of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.set(m[1], m[1]);
    const h = /^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const base = slug(h[1]);
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    anchors.set(n === 0 ? base : `${base}-${n}`, h[1].replace(/`/g, ''));
  }
  return anchors;
}
