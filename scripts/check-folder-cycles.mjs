// Folder-level import cycles in src/ (`npm run deps:folders`, a step of `npm test`).
//
// dependency-cruiser finds cycles between files; this finds them between folders: each layer
// (src/config, src/lib, src/api, …) and each module (src/modules/<m>) is one node, and an import
// from a file in one folder to a file in another is an edge. Type-only and dynamic imports count
// (the options of .dependency-cruiser.cjs). Tests (*.test.*, src/test) are left out: they may
// import anything and nothing imports them. Exits 1 and prints every cycle, with one import per
// edge to show where to cut it. docs/architecture.md#cycles says how to break one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TEST = /\.test\.tsx?$|^src\/test\//;

/** The folder a file belongs to: src/modules/<m>, src/<layer>, or the file itself (src/main.tsx). */
function folderOf(file) {
  if (!file.startsWith('src/') || TEST.test(file)) return null;
  const parts = file.split('/');
  if (parts[1] === 'modules' && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
}

/** The cruise result: from a file given as argument (a saved `--output-type json`), or a fresh run. */
function cruise() {
  if (process.argv[2]) return JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const run = spawnSync('node_modules/.bin/depcruise', ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (!run.stdout) {
    process.stderr.write(run.stderr);
    process.exit(2);
  }
  return JSON.parse(run.stdout);
}

/** folder → folder → one example import `file → file`. */
const edges = new Map();
for (const module of cruise().modules) {
  const from = folderOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const out = edges.get(from);
    if (!out.has(to)) out.set(to, `${module.source} → ${dependency.resolved}${dependency.dynamic ? ' (dynamic)' : ''}`);
  }
}

// Tarjan's strongly connected components: every component of more than one folder holds a cycle.
const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let counter = 0;
function connect(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
    if (!index.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const node of nodes) if (!index.has(node)) connect(node);

/** The shortest cycle through `start` inside its component (breadth first). */
function shortestCycle(start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        for (let at = previous.get(node); at; at = previous.get(at)) path.unshift(at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

if (components.length === 0) {
  console.log(`No folder-level import cycle (${nodes.length} folders of src/).`);
  process.exit(0);
}
console.log(`Folder-level import cycles in src/: ${components.length} group(s) of folders that import each other.`);
console.log('Each import below is one edge inside a group; cut edges until no cycle is left (docs/architecture.md#cycles).\n');
for (const component of components) {
  const members = new Set(component);
  console.log(`✖ ${component.length} folders: ${component.join(', ')}`);
  console.log(`  for example: ${shortestCycle(component[0], members).join(' → ')}`);
  for (const from of component) {
    for (const [to, example] of edges.get(from) ?? []) {
      if (members.has(to)) console.log(`    ${from} → ${to}   (${example})`);
    }
  }
  console.log('');
}
process.exit(1);
