#!/usr/bin/env node
/**
 * Rewrites citations of the product documents that are not in the repository (the spec's section
 * numbers, decisions.md, domain.md, conventions.md) into references to docs/rules/*.md, where the
 * product's rules live now (issue #33 item 6).
 *
 * Only comments, test titles and documentation text change: in TS/TSX/JS the comments, the titles
 * of describe/it/test calls and the `description` strings of src/api/openapi.ts (the same text is
 * in docs/openapi.json, rewritten alike so the generated contract stays current); in SCSS/CSS the
 * comments; Markdown as a whole (links relative to the file, plain paths inside code). Idempotent:
 * a second run finds nothing to change.
 *
 *   node scripts/rewrite-citations.mjs           rewrite in place, print a summary
 *   node scripts/rewrite-citations.mjs --dry     print what would change, write nothing
 *   node scripts/rewrite-citations.mjs --table   also print every citation and its target
 *
 * Exits 1 when a citation cannot be mapped (it is then left as it is and listed).
 * scripts/check-doc-refs.mjs checks the result.
 */
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DRY = process.argv.includes('--dry');
const TABLE = process.argv.includes('--table');
const SELF = new Set(['scripts/rewrite-citations.mjs', 'scripts/check-doc-refs.mjs']);
const RULES_DIR = 'docs/rules';

// ------------------------------------------------------------------ targets
const R = (page, anchor) => `${RULES_DIR}/${page}.md${anchor ? `#${anchor}` : ''}`;
const T = {
  storeRoutes: R('session', 'store-routes'),
  publicRoutes: R('session', 'public-routes'),
  storeMgmt: R('session', 'store-management-routes'),
  guard: R('session', 'route-guard'),
  loginResponse: R('session', 'login-response-and-auth-state'),
  storage: R('session', 'browser-storage'),
  signInOut: R('session', 'sign-in-and-sign-out'),
  restore: R('session', 'session-restore'),
  currentStore: R('session', 'current-store'),
  storeContext: R('session', 'store-context'),
  postLogin: R('session', 'post-login-redirect'),
  authScreens: R('session', 'auth-screens'),
  recordPages: R('session', 'record-pages-for-readers'),
  permissions: R('session', 'permissions'),
  effective: R('session', 'effective-permissions'),
  shell: R('layout', 'shell'),
  sideMenu: R('layout', 'side-menu'),
  quickSearch: R('layout', 'quick-search'),
  layoutPrefs: R('layout', 'layout-preferences'),
  responsive: R('layout', 'responsive-rules'),
  toggle: R('layout', 'sidebar-toggle'),
  notifications: R('layout', 'notifications'),
  modes: R('api', 'running-modes'),
  conventions: R('api', 'contract-conventions'),
  calls: R('api', 'calls'),
  specOnly: R('api', 'spec-only-server'),
  cache: R('api', 'cache'),
  integrity: R('api', 'integrity-rules'),
  seam: R('api', 'answers-are-checked-at-the-seam'),
  mayRead: R('api', 'a-page-calls-only-what-its-user-may-read'),
  numbers: R('api', 'numbers-typed-by-people'),
  additions: R('api', 'contract-additions-add-never-gate'),
  formStore: R('api', 'a-form-belongs-to-the-store-it-was-opened-in'),
  checks: R('api', 'client-side-checks'),
  errors: R('api', 'errors-and-sign-out'),
  expired: R('api', 'session-expired'),
  failureMessages: R('api', 'failure-messages'),
  catalogue: R('api', 'message-catalogue'),
  lazyLoad: R('api', 'lazy-load-failures'),
  constants: R('api', 'constants'),
  formatting: R('api', 'formatting'),
  compact: R('api', 'compact-numbers'),
  suppliers: R('purchasing', 'suppliers'),
  supplierCalls: R('purchasing', 'supplier-calls'),
  nameMatch: R('purchasing', 'supplier-name-match'),
  products: R('purchasing', 'products'),
  productCalls: R('purchasing', 'product-calls'),
  orders: R('purchasing', 'purchase-orders'),
  orderStatuses: R('purchasing', 'order-statuses'),
  orderCalls: R('purchasing', 'order-calls'),
  invoices: R('purchasing', 'invoices'),
  invoiceStatuses: R('purchasing', 'invoice-statuses'),
  uploads: R('purchasing', 'invoice-uploads'),
  invoiceCalls: R('purchasing', 'invoice-calls'),
  inventory: R('purchasing', 'inventory'),
  inventoryCalls: R('purchasing', 'inventory-calls'),
  counts: R('purchasing', 'stock-counts'),
  people: R('people'),
  staff: R('people', 'staff'),
  shiftDetails: R('people', 'store-shift-details'),
  shifts: R('people', 'shifts'),
  shiftCalls: R('people', 'shift-calls'),
  generation: R('people', 'shift-generation'),
  availability: R('people', 'availability'),
  timeEntries: R('people', 'time-entries'),
  weeklyTips: R('people', 'weekly-tips-overview'),
  money: R('money'),
  tips: R('money', 'tips'),
  financial: R('money', 'financial-details'),
  sepa: R('money', 'sepa-export'),
  stores: R('stores', 'stores'),
  permissionRecords: R('stores', 'permission-records'),
  dashboard: R('stores', 'dashboard'),
  reportsHub: R('stores', 'reports-hub'),
};

// ------------------------------------------------------------------ the mapping table
/**
 * A citation is one of: `spec N` (N a section: 7, 4.2), `decisions.md "Section"`,
 * `domain.md "Entity"`, or a bare `decisions.md` / `domain.md` / `conventions.md`.
 * Its target is the first rule that matches: `cite` (the citation's key), optionally `file`
 * (path from the repository root) and `line` (the text of the line it stands on).
 * Keys: `spec:7`, `spec:7 Reading B`, `decisions:"Money"`, `domain:"Tip"`, `decisions`, `domain`,
 * `conventions`.
 */
const RULES = [
  // -- spec sections with a qualifier
  { cite: /^spec:7 Reading B$/, to: T.supplierCalls },
  { cite: /^spec:7 Reading A$/, to: T.nameMatch },
  { cite: /^spec:7 "Shift"$/, to: T.shiftCalls },
  { cite: /^spec:7 "Permissions"$/, to: T.permissionRecords },
  { cite: /^spec:7 "Time entry"$/, to: T.timeEntries },
  { cite: /^spec:7 Store$/, to: T.stores },
  // -- spec 2: routes
  { cite: /^spec:2\.3$/, file: /^src\/session\/guards/, to: T.guard },
  { cite: /^spec:2$/, line: /\/shift/, to: T.storeRoutes },
  { cite: /^spec:2(\.2)?$/, to: T.storeRoutes },
  { cite: /^spec:2\.1$/, to: T.publicRoutes },
  { cite: /^spec:2\.3$/, to: T.storeMgmt },
  { cite: /^spec:2\.5$/, to: T.sideMenu },
  { cite: /^spec:2\.6$/, to: T.shell },
  // -- spec 3: entities
  { cite: /^spec:3$/, file: /^src\/modules\/orders\//, to: T.orderCalls },
  { cite: /^spec:3$/, file: /^src\/modules\/inventory\//, to: T.inventoryCalls },
  { cite: /^spec:3$/, file: /^src\/modules\/invoices\//, to: T.invoiceStatuses },
  { cite: /^spec:3$/, file: /^src\/modules\/permissions\//, to: T.seam },
  { cite: /^spec:3$/, file: /^src\/session\/storage/, to: T.restore },
  { cite: /^spec:3$/, to: T.loginResponse },
  // -- spec 4: states
  { cite: /^spec:4$/, to: T.catalogue },
  { cite: /^spec:4\.1$/, to: T.restore },
  { cite: /^spec:4\.2$/, line: /without (any|a) store|no store|logged out|logout/, to: T.storeContext },
  { cite: /^spec:4\.2$/, file: /^src\/session\/guards/, to: T.storeContext },
  { cite: /^spec:4\.2$/, to: T.currentStore },
  { cite: /^spec:4\.3$/, to: T.postLogin },
  { cite: /^spec:4\.4$/, to: T.generation },
  { cite: /^spec:4\.6$/, line: /responsive/i, to: T.responsive },
  { cite: /^spec:4\.6$/, line: /toggle|cycle/i, to: T.toggle },
  { cite: /^spec:4\.6$/, to: T.layoutPrefs },
  // -- spec 5: client-side checks and effective permissions
  { cite: /^spec:5$/, file: /^src\/test\/publicPages/, to: T.publicRoutes },
  { cite: /^spec:5$/, file: /^src\/session\/guards/, to: T.effective },
  { cite: /^spec:5$/, file: /^src\/session\/permissions|^src\/modules\/permissions\//, to: T.effective },
  { cite: /^spec:5$/, to: T.checks },
  // -- spec 6: permissions
  { cite: /^spec:6$/, file: /^src\/modules\/invoices\//, to: T.storeRoutes },
  { cite: /^spec:6$/, to: T.permissions },
  // -- spec 7: calls
  { cite: /^spec:7$/, line: /spec 7 alone|implements spec 7|not spec 7's|not in spec 7|calls of spec 7 and nothing more|is a call of spec 7/, to: T.specOnly },
  { cite: /^spec:7$/, file: /^mocks\/specCalls/, to: T.specOnly },
  { cite: /^spec:7$/, file: /^docs\/contract-additions/, line: /tip/, to: T.tips },
  { cite: /^spec:7$/, file: /^docs\/contract-additions/, line: /profile/, to: T.loginResponse },
  { cite: /^spec:7$/, file: /^docs\/contract-additions/, to: T.specOnly },
  { cite: /^spec:7$/, file: /^src\/config\/constants/, to: T.cache },
  { cite: /^spec:7$/, file: /^src\/api\/baseQuery/, to: T.conventions },
  { cite: /^spec:7$/, file: /finance|sepa/i, to: T.money },
  { cite: /^spec:7$/, file: /suppliers/, to: T.supplierCalls },
  { cite: /^spec:7$/, file: /products/, to: T.productCalls },
  { cite: /^spec:7$/, file: /orders/, to: T.orderCalls },
  { cite: /^spec:7$/, file: /invoices/, to: T.invoiceCalls },
  { cite: /^spec:7$/, file: /inventory/, to: T.inventoryCalls },
  { cite: /^spec:7$/, file: /shifts|shift-report|shiftGeneration/, to: T.shiftCalls },
  { cite: /^spec:7$/, file: /time-?entr/i, to: T.timeEntries },
  { cite: /^spec:7$/, file: /^src\/session\//, to: T.loginResponse },
  { cite: /^spec:7$/, to: T.calls },
  // -- spec 8: errors
  { cite: /^spec:8$/, file: /chunkErrors/, to: T.lazyLoad },
  { cite: /^spec:8$/, line: /lazy-load|chunk/i, to: T.lazyLoad },
  { cite: /^spec:8$/, line: /401|403|session|expired|reload|sign(s|ed)? out|unauthorized|noPermission/i, to: T.expired },
  { cite: /^spec:8$/, file: /^src\/session\/(bankDrafts|formDrafts|sessionEffects)|^src\/app\/firstScreen/, to: T.expired },
  { cite: /^spec:8$/, line: /wording|names no message|messages \(spec 8\)/, to: T.catalogue },
  { cite: /^spec:8$/, line: /message|text|failure/i, to: T.failureMessages },
  { cite: /^spec:8$/, to: T.errors },
  // -- spec 9: constants
  { cite: /^spec:9$/, line: /[Cc]ompact/, to: T.compact },
  { cite: /^spec:9$/, line: /toast|top-end|Top-end/i, to: T.notifications },
  { cite: /^spec:9$/, file: /^src\/session\/storage/, to: T.storage },
  { cite: /^spec:9$/, file: /^src\/modules\/shifts\/useGenerationJob|^src\/modules\/shifts\/api/, to: T.generation },
  { cite: /^spec:9$/, file: /^src\/config\/constants/, line: /Cached/, to: T.cache },
  { cite: /^spec:9$/, to: T.constants },

  // -- decisions.md "Section"
  { cite: /^decisions:"Integrity rules"$/, file: /decimal/, to: T.numbers },
  { cite: /^decisions:"Integrity rules"$/, line: /partial record/, to: T.seam },
  { cite: /^decisions:"Integrity rules"$/, to: T.integrity },
  { cite: /^decisions:"a partial record renders"$/, to: T.seam },
  { cite: /^decisions:"Contract additions add, never gate"$/, to: T.additions },
  { cite: /^decisions:"A form belongs to the store it was opened in"$/, to: T.formStore },
  { cite: /^decisions:"SEPA"$/, to: T.sepa },
  { cite: /^decisions:"Stores and permissions"$/, to: T.permissionRecords },
  { cite: /^decisions:"Money"$/, line: /SEPA/, to: T.sepa },
  { cite: /^decisions:"Money"$/, line: /cents/, to: T.conventions },
  { cite: /^decisions:"Money"$/, line: /[Tt]ip/, to: T.tips },
  { cite: /^decisions:"Money"$/, to: T.money },
  { cite: /^decisions:"People and time"$/, file: /shiftGeneration|scheduler/, to: T.generation },
  { cite: /^decisions:"People and time"$/, file: /shift-report/, to: T.weeklyTips },
  { cite: /^decisions:"People and time"$/, file: /availability|shiftNotes/, to: T.availability },
  { cite: /^decisions:"People and time"$/, file: /staff/, to: T.staff },
  { cite: /^decisions:"People and time"$/, file: /time-?entr/i, to: T.timeEntries },
  { cite: /^decisions:"People and time"$/, file: /shifts/, to: T.shiftCalls },
  { cite: /^decisions:"People and time"$/, to: T.people },
  // -- domain.md "Entity"
  { cite: /^domain:"Staff member"$/, to: T.staff },
  { cite: /^domain:"Shift notes( \(availability\))?"$/, to: T.availability },
  { cite: /^domain:"Store shift details"$/, to: T.shiftDetails },
  { cite: /^domain:"Shift"$/, to: T.shifts },
  { cite: /^domain:"Shift generation job"$/, to: T.generation },
  { cite: /^domain:"Time entry"$/, to: T.timeEntries },
  { cite: /^domain:"Tip"$/, to: T.tips },
  { cite: /^domain:"User financial details"$/, to: T.financial },
  { cite: /^domain:"Store"$/, to: T.stores },
  { cite: /^domain:"Money"$/, to: T.money },

  // -- bare decisions.md: the words around it first, then the file's area
  { cite: /^decisions$/, line: /same-origin|remembered location|redirects/, to: T.postLogin },
  { cite: /^decisions$/, line: /spec's call carries/, to: T.additions },
  { cite: /^decisions$/, line: /store-bound|storeBound|form's store|store the form/, to: T.formStore },
  { cite: /^decisions$/, line: /page calls only|never sent/, to: T.mayRead },
  { cite: /^decisions$/, line: /cents/, to: T.conventions },
  { cite: /^decisions$/, line: /YYYY-MM-DD|date-only/, to: T.conventions },
  { cite: /^decisions$/, line: /fieldErrors|Error body|Every failure/, to: T.conventions },
  { cite: /^decisions$/, line: /list carries `storeId`|extra query parameter|finds the store through/, to: T.conventions },
  { cite: /^decisions$/, line: /\(decisions\.md\);\s*every other call/, to: T.conventions },
  { cite: /^decisions$/, line: /every open tab|`storage` event/, to: T.signInOut },
  { cite: /^decisions$/, line: /quick search/, to: T.quickSearch },
  { cite: /^decisions$/, line: /[Cc]ompact/, to: T.compact },
  { cite: /^decisions$/, line: /locale/, to: T.formatting },
  { cite: /^decisions$/, line: /store's\s*$|store's time|time zone/, to: T.formatting },
  { cite: /^decisions$/, line: /auth families|auth-1|error pages/, to: T.authScreens },
  { cite: /^decisions$/, line: /no store is logged out|gives no store|without any store/, to: T.storeContext },
  { cite: /^decisions$/, line: /401\/403/, to: T.expired },
  { cite: /^decisions$/, line: /opaque ids/, to: T.permissions },
  { cite: /^decisions$/, line: /report/, to: T.reportsHub },
  { cite: /^decisions$/, line: /login response|own profile|[Oo]wn profile|userName and email/, to: T.loginResponse },
  { cite: /^decisions$/, line: /resultRef|API path/, to: T.generation },
  { cite: /^decisions$/, line: /Reading B/, to: T.supplierCalls },
  { cite: /^decisions$/, line: /match key|case-folded|name match/, to: T.nameMatch },
  { cite: /^decisions$/, line: /SEPA/, to: T.sepa },
  { cite: /^decisions$/, line: /time_entry\.read/, to: T.timeEntries },
  { cite: /^decisions$/, line: /approved version/, to: T.availability },
  { cite: /^decisions$/, line: /selector shows|profile .*fetched again|fetched again/, to: T.currentStore },
  { cite: /^decisions$/, line: /mock|demo|reload loses nothing|Reset demo data/i, to: T.modes },
  { cite: /^decisions$/, file: /products/, to: T.productCalls },
  { cite: /^decisions$/, file: /shifts/, to: T.shiftCalls },
  { cite: /^decisions$/, file: /time-?entr/i, to: T.timeEntries },
  { cite: /^decisions$/, file: /stores/, to: T.stores },
  { cite: /^decisions$/, file: /permissions/, to: T.permissionRecords },
  { cite: /^decisions$/, file: /finance/, to: T.money },
  // -- bare domain.md: the entity of the file's module
  { cite: /^domain$/, line: /IBAN|•/, to: T.financial },
  { cite: /^domain$/, line: /[Uu]ploads?|stated size/, to: T.uploads },
  { cite: /^domain$/, line: /status moves|Allowed status/, to: T.orderStatuses },
  { cite: /^domain$/, line: /totals only/, to: T.invoices },
  { cite: /^domain$/, file: /shifts/, line: /store shift details/, to: T.shiftDetails },
  { cite: /^domain$/, line: /Staff member/, to: T.staff },
  { cite: /^domain$/, file: /stores/, to: T.stores },
  { cite: /^domain$/, file: /invoices/, to: T.invoices },
  { cite: /^domain$/, file: /orders/, to: T.orders },
  { cite: /^domain$/, file: /inventory/, to: T.inventory },
  { cite: /^domain$/, file: /products/, to: T.products },
  { cite: /^domain$/, file: /suppliers/, to: T.suppliers },
  { cite: /^domain$/, file: /time-?entr/i, to: T.timeEntries },
  { cite: /^domain$/, file: /staff/, to: T.staff },
  { cite: /^domain$/, file: /finance/, to: T.money },
  // -- conventions.md
  { cite: /^conventions$/, line: /mutation invalidates/, to: T.cache },
];

/**
 * Whole phrases rewritten before the citations in them: possessives and numbers without "spec"
 * that read badly with a path put in. `{{target}}` is replaced by the reference.
 */
const PHRASES = [
  { re: /decisions\.md: the sign-in page after the 4\.2 logout/g, to: 'The sign-in page after the {{storeContext|store-context logout}}' },
  { re: /\b([Aa]) server (?:that implements |of )spec 7 alone/g, to: '$1 {{specOnly|spec-only server}}' },
  { re: /\bnot spec 7's/g, to: "not the {{specOnly|baseline's}}" },
  { re: /implements the calls of spec 7 and nothing more/g, to: 'implements the {{specOnly|baseline calls}} and nothing more' },
  { re: /\bnot in spec 7\b/g, to: 'not in the {{specOnly|baseline}}' },
  { re: /\bThe calls of spec 7,/g, to: 'The {{specOnly|baseline calls}},' },
  { re: /\bis a call of spec 7\b/g, to: 'is a {{specOnly|baseline call}}' },
  { re: /\b(failure|default) (message|text) of spec 8\b/g, to: '$1 $2 ({{failureMessages}})' },
  { re: /Invoice wording of spec 8/g, to: 'Invoice wording ({{catalogue}})' },
  { re: /Ours: spec 8 names no message for/g, to: 'Ours ({{catalogue}}): the original list names no message for' },
  { re: /Every user-facing message of spec 4, 5 and 8, word for word/g, to: 'Every user-facing message ({{catalogue}}), word for word' },
  { re: /[Ss]pec 8's "network or client message"/g, to: 'The "network or client message" of {{failureMessages}}' },
  { re: /spec 8's 'Failed to fetch\/create\/update\/delete store\(s\)'/g, to: "'Failed to fetch/create/update/delete store(s)' ({{catalogue}})" },
  { re: /spec 8's orders/g, to: 'the orders messages of {{catalogue}}' },
  { re: /spec 8's flow/g, to: 'the flow of {{expired}}' },
  { re: /spec 8's reload/g, to: 'the reload of {{expired}}' },
  { re: /spec 6's "store: manage"/g, to: '"stores: manage" ({{permissions}})' },
  { re: /decisions\.md: \*contract additions add, never gate\*/g, to: '*{{additions|Contract additions add, never gate}}*' },
  { re: /\(spec 2\.2: yes; 2\.3 store management: no\)/g, to: '({{storeRoutes}}: yes; {{storeMgmt}}: no)' },
  { re: /\(2\.3, store management\)/g, to: '({{storeMgmt}})' },
  { re: /the 4\.2 logout/g, to: 'the {{storeContext|store-context logout}}' },
  { re: /the 4\.2 rule/g, to: 'the {{storeContext|store-context rule}}' },
  { re: /the 4\.3 order/g, to: 'the {{postLogin|post-login order}}' },
  { re: /the 4\.3 landing page/g, to: 'the {{postLogin|post-login landing page}}' },
];

// ------------------------------------------------------------------ docs/rules headings
const slug = (text) =>
  text
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Headings of every docs/rules page, keyed by page path and anchor, with their text. */
function readHeadings() {
  const titles = new Map();
  for (const name of readdirSync(join(ROOT, RULES_DIR))) {
    if (!name.endsWith('.md')) continue;
    const file = `${RULES_DIR}/${name}`;
    titles.set(file, name.replace(/\.md$/, ''));
    let fence = false;
    for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      const m = !fence && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
      if (m) {
        const key = `${file}#${slug(m[1])}`;
        if (!titles.has(key)) titles.set(key, m[1].replace(/`/g, ''));
      }
    }
  }
  return titles;
}
const TITLES = readHeadings();
for (const [name, target] of Object.entries(T)) {
  if (!TITLES.has(target)) throw new Error(`The mapping target ${name} = ${target} is not a heading of ${RULES_DIR}`);
}

// ------------------------------------------------------------------ files
const SCAN = ['src', 'mocks', 'e2e', 'scripts'];
const CODE = /\.(tsx?|mts|cts|mjs|cjs|jsx?)$/;
const STYLE = /\.(scss|css)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-demo', 'coverage', 'playwright-report', 'test-results', '.git']);

function walk(dir, out) {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (SKIP_DIRS.has(name)) continue;
    const rel = `${dir}/${name}`;
    if (statSync(join(ROOT, rel)).isDirectory()) walk(rel, out);
    else if (CODE.test(name) || STYLE.test(name) || name.endsWith('.md')) out.push(rel);
  }
  return out;
}

function files() {
  const list = SCAN.filter((d) => existsSync(join(ROOT, d))).flatMap((d) => walk(d, []));
  list.push('README.md');
  for (const name of readdirSync(join(ROOT, 'docs'))) if (name.endsWith('.md')) list.push(`docs/${name}`);
  list.push('docs/openapi.json');
  return list.filter((f) => !SELF.has(f) && existsSync(join(ROOT, f)));
}

// ------------------------------------------------------------------ where rewriting may happen
/** [start, end, kind] ranges: kind 'plain' (a path) or 'md' (a Markdown link). */
function codeRegions(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.ts') || file.endsWith('.mts') || file.endsWith('.cts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
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
    return /^(describe|it|test|suite|bench)(\.(each\(.*\)|only|skip|todo|concurrent|sequential|describe|step|serial|parallel|fixme|fail|slow|extend\(.*\)))*$/s.test(callee);
  };
  const jsxText = [];
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    else addComments(ts.getLeadingCommentRanges(text, node.pos));
    addComments(ts.getTrailingCommentRanges(text, node.end));
    if (isTitleCall(node)) {
      const first = node.arguments[0];
      if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) regions.push([first.getStart(sf) + 1, first.end - 1, 'plain']);
    }
    if (file === 'src/api/openapi.ts' && ts.isPropertyAssignment(node) && node.name.getText(sf) === 'description' && ts.isStringLiteralLike(node.initializer)) {
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

function regionsOf(file, text) {
  if (file.endsWith('.md')) return markdownRegions(text);
  if (file.endsWith('.json')) return [[0, text.length, 'plain']];
  if (STYLE.test(file)) return styleRegions(text);
  return codeRegions(file, text);
}

// ------------------------------------------------------------------ mapping one region
const SECTION = String.raw`\d+(?:\.\d+)?`;
const QUOTED = String.raw`"[^"]{1,80}"`;
const LEADER = String.raw`(?:[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?)?[ \t]*`;
const CITATION = new RegExp(
  [
    // spec N[, N | and N | /N]… with an optional qualifier
    String.raw`\b[Ss]pec (${SECTION}(?:(?:, | and |\/)${SECTION}(?![\d.]))*)(?: (Reading [AB]|Store\b|"(?:Shift|Permissions|Time entry)"))?`,
    // decisions.md / domain.md "Section"[, "Section"]…
    String.raw`` + '`?' + String.raw`\b(decisions|domain)\.md` + '`?' + String.raw`${LEADER}(${QUOTED}(?:,${LEADER}${QUOTED})*)`,
    // bare file names, in backticks or not
    '`?' + String.raw`\b(decisions|domain|conventions)\.md\b` + '`?',
  ].join('|'),
  'g',
);

const lineAt = (text, index) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end < 0 ? text.length : end);
};

function resolve(key, file, line) {
  for (const rule of RULES) {
    if (!rule.cite.test(key)) continue;
    if (rule.file && !rule.file.test(file)) continue;
    if (rule.line && !rule.line.test(line)) continue;
    return rule.to;
  }
  return null;
}

/** The keys one citation match stands for, e.g. `spec 2.1, 4.3` → ['spec:2.1', 'spec:4.3']. */
function keysOf(m) {
  if (m[1] !== undefined) {
    const sections = m[1].split(/, | and |\//);
    return sections.map((s, i) => (i === sections.length - 1 && m[2] ? `spec:${s} ${m[2]}` : `spec:${s}`));
  }
  if (m[3] !== undefined) {
    const names = [...m[4].matchAll(/"([^"]+)"/g)].map((q) => q[1].replace(/\s*\n\s*(\*|\/\/)?\s*/g, ' ').trim());
    return names.map((n) => `${m[3]}:"${n}"`);
  }
  return [m[5]];
}

const TOKEN = /⟦([^⟧]+)⟧/g;
const found = []; // { file, line, text, key, to }
const unmapped = [];

/** A reference as the place it stands in takes it: a path in code, a relative link in Markdown. */
function render(token, kind, file) {
  const [target, phrase] = token.split('|');
  if (kind === 'plain') return phrase ? `${phrase} (${target})` : target;
  const [path, anchor] = target.split('#');
  let rel = relative(dirname(join(ROOT, file)), join(ROOT, path)).split(sep).join('/');
  if (!rel.startsWith('.')) rel = rel || '.';
  const title = TITLES.get(target) ?? path;
  const label = phrase ?? `${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  return `[${label}](${rel}${anchor ? `#${anchor}` : ''})`;
}

function rewriteRegion(text, start, end, kind, file, fileText) {
  let region = text.slice(start, end);
  const lineNo = (offset) => fileText.slice(0, start + offset).split('\n').length;
  for (const phrase of PHRASES) {
    region = region.replace(phrase.re, (all, ...rest) => {
      const offset = rest.at(-2);
      const out = phrase.to
        .replace(/\$(\d)/g, (_, n) => rest[Number(n) - 1])
        .replace(/\{\{(\w+)(\|[^}]+)?\}\}/g, (_, name, label = '') => `⟦${T[name]}${label}⟧`);
      found.push({ file, line: lineNo(offset), text: all, key: 'phrase', to: out.replace(TOKEN, '$1') });
      return out;
    });
  }
  region = region.replace(CITATION, (...args) => {
    const m = args.slice(0, 6);
    const offset = args[6];
    const line = lineAt(region, offset);
    const keys = keysOf(m);
    const targets = keys.map((key) => resolve(key, file, line));
    if (targets.some((t) => t === null)) {
      unmapped.push({ file, line: lineNo(offset), text: m[0], keys: keys.filter((_, i) => targets[i] === null) });
      return m[0];
    }
    keys.forEach((key, i) => found.push({ file, line: lineNo(offset), text: m[0], key, to: targets[i] }));
    return [...new Set(targets)].map((t) => `⟦${t}⟧`).join(', ');
  });
  // The same reference twice in a row (`spec 4.3, decisions.md` → both the redirect) is said once.
  let before;
  do {
    before = region;
    region = region.replace(/⟦([^⟧]+)⟧(?:, | and |; |\/)⟦\1⟧/g, '⟦$1⟧').replace(/⟦([^⟧]+)⟧ \(⟦\1⟧\)/g, '⟦$1⟧');
  } while (region !== before);
  return region.replace(TOKEN, (_, t) => render(t, kind, file));
}

function rewrite(file, text) {
  const regions = regionsOf(file, text).sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [start, end, kind] of regions) {
    const slice = out.slice(start, end);
    if (!/[Ss]pec \d|(decisions|domain|conventions)\.md|\b[24]\.[23] (order|rule|logout|landing|store)/.test(slice)) continue;
    out = out.slice(0, start) + rewriteRegion(out, start, end, kind, file, text) + out.slice(end);
  }
  return out;
}

// ------------------------------------------------------------------ run
let changedFiles = 0;
for (const file of files()) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out = rewrite(file, text);
  if (out === text) continue;
  changedFiles += 1;
  if (DRY) console.log(`would change ${file}`);
  else writeFileSync(join(ROOT, file), out);
}

if (TABLE) {
  for (const f of found) console.log(`${f.file}:${f.line}\t${f.key}\t${f.text.replace(/\s+/g, ' ')}\t→ ${f.to}`);
}
const byTarget = new Map();
for (const f of found) byTarget.set(f.to, (byTarget.get(f.to) ?? 0) + 1);
console.log(`${found.length} citations in ${changedFiles} files ${DRY ? 'would be' : 'were'} rewritten to ${byTarget.size} references.`);
for (const u of unmapped) console.error(`not mapped: ${u.file}:${u.line} ${JSON.stringify(u.text)} (${u.keys.join(', ')})`);
process.exit(unmapped.length > 0 ? 1 : 0);
