import type { Page, Route } from '@playwright/test';

/**
 * A faked real server for flows against the production build (mocking off): every call under
 * `/api/` is answered here. A call with no answer fails the test (collected in `unanswered`).
 */
export const TOKEN = 'prod-e2e-token-7f3a';
export const STORE = {
  id: 's1',
  name: 'Berlin Mitte Café',
  roles: ['manager'],
  permissions: ['orders.read', 'orders.write', 'suppliers.read'],
};
export const PROFILE = {
  userId: 'u1',
  userName: 'Mia Manager',
  email: 'manager@example.com',
  stores: [STORE],
  currentStoreId: STORE.id,
  globalPermissions: [],
};

type Answer = { status?: number; contentType?: string; body: string | Buffer | object };
export type Answers = Record<string, Answer | ((route: Route) => Answer)>;

/** Starts signed in (the stored session of docs/rules/session.md#session-restore) and answers `answers` by "METHOD path". */
export async function fakeServer(page: Page, answers: Answers) {
  const unanswered: string[] = [];
  const requests: string[] = [];
  // Records the type of every blob the app turns into a URL, and any CSP violation.
  await page.addInitScript(() => {
    const w = window as unknown as { __blobTypes: string[]; __cspViolations: string[] };
    w.__blobTypes = [];
    w.__cspViolations = [];
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) w.__blobTypes.push(object.type);
      return create(object);
    };
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.addInitScript(
    ([token, profile]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userData', JSON.stringify(profile));
      localStorage.setItem('currentStoreId', profile.currentStoreId);
    },
    [TOKEN, PROFILE] as const,
  );
  const all: Answers = { 'GET v1/user': { body: PROFILE }, 'GET v1/supplier': { body: [] }, 'GET v1/order/list': { body: [] }, ...answers };
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const key = `${route.request().method()} ${url.pathname.replace(/^\/api\//, '')}`;
    requests.push(key);
    const entry = all[key];
    if (!entry) {
      unanswered.push(key);
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: `No fake for ${key}` }) });
      return;
    }
    const answer = typeof entry === 'function' ? entry(route) : entry;
    const body = typeof answer.body === 'string' || Buffer.isBuffer(answer.body) ? answer.body : JSON.stringify(answer.body);
    await route.fulfill({ status: answer.status ?? 200, contentType: answer.contentType ?? 'application/json', body });
  });
  return { unanswered, requests };
}

/** The types of the blobs the app made into URLs, in order. */
export const blobTypes = (page: Page) => page.evaluate(() => (window as unknown as { __blobTypes: string[] }).__blobTypes);
/** Content Security Policy violations seen so far (the production build ships a strict policy). */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
