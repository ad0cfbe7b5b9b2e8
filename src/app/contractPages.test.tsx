import { screen, waitFor, within } from '@testing-library/react';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { MESSAGES } from '@/config/messages';
import { INVENTORY_MESSAGES } from '@/modules/inventory/messages';
import { INVOICE_MESSAGES } from '@/modules/invoices/messages';
import { ORDER_MESSAGES } from '@/modules/orders/messages';
import { PRODUCT_MESSAGES } from '@/modules/products/messages';
import { SUPPLIER_MESSAGES } from '@/modules/suppliers/messages';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import openapi from '../../docs/openapi.json';
import { APP_MODULES } from './modules';
import { ROUTE_TABLE } from './routeTable';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

/**
 * The contract seam, seen from every module page (issue #10): a server that sends only the
 * fields the contract guarantees must not crash a screen, and an answer of the wrong shape must
 * end in the action's failure message with a retry, never in an endless skeleton.
 */
const CRASH = /This screen could not be shown/;

/** Records with only the guaranteed fields. */
const MIN = {
  supplier: { id: 'sup-min', name: 'Minimal supplier' },
  product: { id: 'prod-min', name: 'Minimal product' },
  order: { id: 'ord-min' },
  invoice: { id: 'inv-min', invoiceNumber: '', status: 'needs_review', paymentStatus: 'unpaid' },
  item: { id: 'item-min', name: 'Minimal item' },
  history: { id: 'hist-min' },
  usage: { itemId: 'item-min' },
};

const answer = (path: string, body: JsonBodyType): HttpHandler => http.get(apiPath(path), () => HttpResponse.json(body));

/** Every read of the modules, answered with minimal records. */
const minimalServer: HttpHandler[] = [
  answer('v1/supplier/search', [MIN.supplier]),
  answer('v1/supplier', [MIN.supplier]),
  answer('v1/supplier/:id', MIN.supplier),
  answer('v1/product/list', [MIN.product]),
  answer('v1/product/supplier', [MIN.product]),
  answer('v1/product', MIN.product),
  answer('v1/order/list', [MIN.order]),
  answer('v1/order/supplier', [MIN.order]),
  answer('v1/order', MIN.order),
  answer('v1/invoice/store/:storeId', [MIN.invoice]),
  answer('v1/invoice/:id', MIN.invoice),
  answer('v1/inventory/:storeId/list', [MIN.item]),
  answer('v1/inventory/:storeId/list-active', [MIN.item]),
  answer('v1/inventory/:storeId/supplier', [MIN.item]),
  answer('v1/inventory/:storeId/product', [MIN.item]),
  answer('v1/inventory/:storeId/item', MIN.item),
  answer('v1/inventory/:storeId/history', [MIN.history]),
  answer('v1/inventory/:storeId/average-usage', [MIN.usage]),
];

interface PageCase {
  path: string;
  /** The endpoint whose answer the page cannot do without (spec path with `:params`). */
  main: string;
  /** Its answer is a list (else one record). */
  list: boolean;
  /** The action's failure message. */
  failure: string;
}

/** A module's list page and one record's page, both failing with the module's fetch message. */
const listAndRecord = (list: string, listCall: string, record: string, recordCall: string, failure: string): PageCase[] => [
  { path: list, main: listCall, list: true, failure },
  { path: record, main: recordCall, list: false, failure },
];

const PAGES: PageCase[] = [
  ...listAndRecord('/suppliers', 'v1/supplier', '/supplier/sup-min', 'v1/supplier/:id', SUPPLIER_MESSAGES.fetch),
  ...listAndRecord('/products', 'v1/product/list', '/product/prod-min', 'v1/product', PRODUCT_MESSAGES.fetch),
  ...listAndRecord('/orders', 'v1/order/list', '/order/ord-min', 'v1/order', ORDER_MESSAGES.fetch),
  ...listAndRecord('/invoices', 'v1/invoice/store/:storeId', '/invoice/inv-min', 'v1/invoice/:id', INVOICE_MESSAGES.fetch),
  ...listAndRecord(
    '/inventory',
    'v1/inventory/:storeId/list',
    '/inventory/item-min',
    'v1/inventory/:storeId/item',
    INVENTORY_MESSAGES.fetch,
  ),
  { path: '/inventory/patch', main: 'v1/inventory/:storeId/list-active', list: true, failure: INVENTORY_MESSAGES.fetch },
  { path: '/inventory/analysis', main: 'v1/inventory/:storeId/list', list: true, failure: INVENTORY_MESSAGES.fetch },
];

/** The modules whose reads minimalServer answers, with the id of their minimal record (a route's `:param`). */
const MINIMAL_MODULES: Record<string, string> = {
  suppliers: MIN.supplier.id,
  products: MIN.product.id,
  orders: MIN.order.id,
  invoices: MIN.invoice.id,
  inventory: MIN.item.id,
};

/** Every page of those modules, from the module list: a route added to one of them is tested here without an edit. */
const MINIMAL_ROUTES = APP_MODULES.flatMap((m) => {
  const id = MINIMAL_MODULES[m.name];
  return id === undefined ? [] : m.routes.map((route) => ({ path: route.path.replace(/:\w+/g, id), title: i18n._(route.title) }));
});

/** Forms that start empty (their title: `New …`): they read only other lists. */
const NEW_FORMS = MINIMAL_ROUTES.filter((route) => route.title.startsWith('New ')).map((route) => route.path);

async function settled() {
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
  // The page's own loading states end (the shell may still load a side panel lazily).
  await waitFor(() => expect(within(screen.getByRole('main')).queryAllByText('Loading...')).toHaveLength(0), PAGE_LOAD);
}

describe('every module page renders records carrying only the guaranteed fields', ROUTE_TEST, () => {
  it('every page of those modules but a new form has its wrong-shape cases (PAGES)', () => {
    expect(Object.keys(MINIMAL_MODULES).filter((name) => !APP_MODULES.some((m) => m.name === name))).toEqual([]);
    expect(
      MINIMAL_ROUTES.map((route) => route.path)
        .filter((path) => !NEW_FORMS.includes(path))
        .sort(),
    ).toEqual(PAGES.map((page) => page.path).sort());
  });

  it.each(MINIMAL_ROUTES.map((route) => route.path))('%s', async (path) => {
    server.use(...minimalServer);
    renderRoute(path, { as: 'owner', storeId: 'store-1' });
    await settled();
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

/** Answers of the wrong shape: a list where a record belongs (and the reverse), nothing, no id. */
function wrongAnswers(list: boolean): [string, () => Response][] {
  return [
    [list ? 'an object' : 'a list', () => HttpResponse.json(list ? { items: [] } : [MIN.item])],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['a record without id', () => HttpResponse.json(list ? [{ name: 'No id' }] : { name: 'No id' })],
  ];
}

describe('an answer of the wrong shape ends in the failure message with a retry', ROUTE_TEST, () => {
  const cases = PAGES.flatMap((page) => wrongAnswers(page.list).map(([what, reply]) => ({ ...page, what, reply })));
  it.each(cases)('$path when $main answers $what', async ({ path, main, reply, failure }) => {
    // First: msw asks the handlers in the order given.
    server.use(http.get(apiPath(main), reply), ...minimalServer);
    renderRoute(path, { as: 'owner', storeId: 'store-1' });
    expect(await screen.findByText(`${failure}. ${MESSAGES.unexpectedAnswer}`, {}, PAGE_LOAD)).toBeInTheDocument();
    // Exactly one retry is offered.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument();
  });
});

/**
 * Records carrying only their id (issue #32, docs/rules/api.md#answers-are-checked-at-the-seam): every GET
 * of the contract (docs/openapi.json, the one list) answers with id-only records — `{id}`, or the
 * record's key (`storeId`, `userId`, `itemId`) when it has no `id` — and every page of the route
 * table renders without the unexpected-shape message. The own profile stays as it is (the session).
 */
interface OpenApiSchema {
  type?: string;
  properties?: Record<string, unknown>;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
}
interface OpenApiDoc {
  paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema?: OpenApiSchema }> }> } }>;
}

const KEYS = ['id', 'storeId', 'userId', 'itemId'];

function idOnly(schema: OpenApiSchema | undefined): JsonBodyType | undefined {
  if (!schema) return undefined;
  if (schema.type === 'array') {
    const one = idOnly(schema.items);
    return one === undefined ? undefined : [one];
  }
  const record = schema.anyOf?.find((s) => s.type === 'object') ?? schema;
  const key = KEYS.find((k) => record.properties && k in record.properties);
  return key ? { [key]: 'min' } : undefined;
}

const idOnlyServer: HttpHandler[] = Object.entries((openapi as OpenApiDoc).paths).flatMap(([path, ops]) => {
  const schema = ops.get?.responses['200']?.content?.['application/json']?.schema;
  const body = path === '/v1/user' ? undefined : idOnly(schema);
  if (body === undefined) return [];
  return [answer(path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1'), body)];
});

const ALL_PAGES = ROUTE_TABLE.map((r) => r.path.replace(/:\w+/g, 'min'));

describe('every page renders records carrying only their id', ROUTE_TEST, () => {
  it.each(ALL_PAGES)('%s', async (path) => {
    server.use(...idOnlyServer);
    const { store } = renderRoute(path, { as: 'owner', storeId: 'store-1' });
    await settled();
    // Every answer the page asked for is in (a message shown later would pass unseen).
    await waitFor(
      () => expect(Object.values(store.getState().api.queries).filter((q) => q?.status === QueryStatus.pending)).toEqual([]),
      PAGE_LOAD,
    );
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(MESSAGES.unexpectedAnswer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).not.toBeInTheDocument();
  });
});
