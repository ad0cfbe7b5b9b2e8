import ts from 'typescript';

/**
 * Where scripts/rewrite-citations.mjs may rewrite: [start, end, kind] ranges of a file, kind 'plain'
 * (a path is written) or 'md' (a Markdown link is written).
 */
export const STYLE = /\.(scss|css)$/;

function codeRegions(file, text) {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts') || file.endsWith('.mts') || file.endsWith('.cts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set();
  const regions = [];
  const addComments = (ranges) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      regions.push([r.pos, r.end, 'plain']);
    }
  };
  const isTitleCall = (node) => {
    if (!ts.isCallExpression(node) || node.arguments.length === 0) return false;
    const callee = node.expression.getText(sf);
    return /^(describe|it|test|suite|bench)(\.(each\(.*\)|only|skip|todo|concurrent|sequential|describe|step|serial|parallel|fixme|fail|slow|extend\(.*\)))*$/s.test(
      callee,
    );
  };
  const jsxText = [];
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    else addComments(ts.getLeadingCommentRanges(text, node.pos));
    addComments(ts.getTrailingCommentRanges(text, node.end));
    if (isTitleCall(node)) {
      const first = node.arguments[0];
      if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
        regions.push([first.getStart(sf) + 1, first.end - 1, 'plain']);
    }
    if (
      file === 'src/api/openapi.ts' &&
      ts.isPropertyAssignment(node) &&
      node.name.getText(sf) === 'description' &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      regions.push([node.initializer.getStart(sf) + 1, node.initializer.end - 1, 'plain']);
    }
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  // Text between JSX tags is what the user reads, never a comment, even when it looks like one.
  return regions.filter(([s, e]) => !jsxText.some(([js, je]) => s < je && e > js));
}

function styleRegions(text) {
  const regions = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      i = close < 0 ? text.length : close;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      regions.push([i, end < 0 ? text.length : end, 'plain']);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      regions.push([i, end < 0 ? text.length : end + 2, 'plain']);
      i = end < 0 ? text.length : end + 1;
    }
  }
  return regions;
}

/** Markdown: links outside code, plain paths inside fences and inline code. */
function markdownRegions(text) {
  const regions = [];
  let pos = 0;
  let fence = false;
  for (const line of text.split('\n')) {
    const end = pos + line.length;
    if (/^\s*(```|~~~)/.test(line)) {
      fence = !fence;
    } else if (fence) {
      regions.push([pos, end, 'plain']);
    } else {
      // Inline code spans are plain; the rest of the line takes links.
      let last = pos;
      for (const m of line.matchAll(/`[^`]*`/g)) {
        const s = pos + m.index;
        const inner = m[0].slice(1, -1);
        if (/^(decisions|domain|conventions)\.md$/.test(inner)) continue; // `decisions.md` alone becomes a link
        if (s > last) regions.push([last, s, 'md']);
        regions.push([s, s + m[0].length, 'plain']);
        last = s + m[0].length;
      }
      if (end > last) regions.push([last, end, 'md']);
    }
    pos = end + 1;
  }
  return regions;
}

export function regionsOf(file, text) {
  if (file.endsWith('.md')) return markdownRegions(text);
  if (file.endsWith('.json')) return [[0, text.length, 'plain']];
  if (STYLE.test(file)) return styleRegions(text);
  return codeRegions(file, text);
}
