import { T } from './targets.mjs';

/**
 * The mapping table of scripts/rewrite-citations.mjs, part 1: the spec's section numbers.
 * A citation is one of: `spec N` (N a section: 7, 4.2), `decisions.md "Section"`,
 * `domain.md "Entity"`, or a bare `decisions.md` / `domain.md` / `conventions.md`.
 * Its target is the first rule that matches: `cite` (the citation's key), optionally `file`
 * (path from the repository root) and `line` (the text of the line it stands on).
 * Keys: `spec:7`, `spec:7 Reading B`, `decisions:"Money"`, `domain:"Tip"`, `decisions`, `domain`,
 * `conventions`.
 */
export const SPEC_RULES = [
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
  {
    cite: /^spec:7$/,
    line: /spec 7 alone|implements spec 7|not spec 7's|not in spec 7|calls of spec 7 and nothing more|is a call of spec 7/,
    to: T.specOnly,
  },
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
];

/**
 * Whole phrases rewritten before the citations in them: possessives and numbers without "spec"
 * that read badly with a path put in. `{{target}}` is replaced by the reference.
 */
export const PHRASES = [
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
  {
    re: /spec 8's 'Failed to fetch\/create\/update\/delete store\(s\)'/g,
    to: "'Failed to fetch/create/update/delete store(s)' ({{catalogue}})",
  },
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
