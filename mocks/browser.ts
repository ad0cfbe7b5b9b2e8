import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { API_BASE_URL } from '@/config/env';
import { resetDb } from './db/collection';
import { demoAccounts } from './db/people';
import { handlers } from './handlers';
import { DEMO_RESET_CODE } from './handlers/auth';
import { delayed, emptyAnswer, failWith, lostAnswer, networkError, SPEC_ONLY_KEY, specOnly } from './scenarios';
import { apiPath } from './http';
import type { MockControl } from './control';

/**
 * The worker script: MSW's worker behind a filter that lets static assets bypass it
 * (public/mockWorker.js); it learns the API root from its URL.
 */
const WORKER_FILE = '/mockWorker.js';

/** Starts the in-browser mock API (dev server and `--mode demo` builds) and exposes its control. */
export async function startMockApi(): Promise<void> {
  const apiRoot = new URL(API_BASE_URL, window.location.origin).pathname;
  const workerUrl = `${WORKER_FILE}?api=${encodeURIComponent(apiRoot)}`;
  // After a hard reload the page has no service-worker controller although the worker is
  // registered: MSW then reloads the page but does not wait for it, so the app would start and
  // its first calls (the session's profile check) would miss the mock and end the session.
  // Reload ourselves and never start the app on the page that is going away.
  const registrations = await navigator.serviceWorker.getRegistrations();
  const registered = registrations.some((r) =>
    [r.active, r.installing, r.waiting].some((w) => w && new URL(w.scriptURL).pathname === WORKER_FILE),
  );
  if (registered && !navigator.serviceWorker.controller) {
    window.location.reload();
    await new Promise<never>(() => undefined);
  }
  const ping = http.get(apiPath('__mock/ping'), () => HttpResponse.json({ ok: true }, { headers: { 'X-StoreOps-Mock': '1' } }));
  const worker = setupWorker(ping, ...handlers);
  const log: { method: string; url: string }[] = [];
  worker.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(apiRoot)) log.push({ method: request.method, url: `${url.pathname}${url.search}` });
  });
  await worker.start({
    serviceWorker: { url: workerUrl },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Only calls to the API must be handled; assets and fonts pass through.
      if (new URL(request.url).pathname.startsWith(apiRoot)) print.error();
    },
  });
  await ensureWorkerAnswers();
  const specOnlyOn = () => localStorage.getItem(SPEC_ONLY_KEY) === '1';
  if (specOnlyOn()) worker.use(specOnly());
  const control: MockControl = {
    fail: (method, path, status, message, options) => worker.use(failWith(method, path, status, message, options)),
    networkError: (method, path, options) => worker.use(networkError(method, path, options)),
    lostAnswer: (method, path, options) => worker.use(lostAnswer(method, path, handlers, options)),
    empty: (method, path, options) => worker.use(emptyAnswer(method, path, options)),
    delay: (method, path, ms, options) => worker.use(delayed(method, path, ms, options)),
    specOnly: (on = true) => {
      if (on) localStorage.setItem(SPEC_ONLY_KEY, '1');
      else localStorage.removeItem(SPEC_ONLY_KEY);
      worker.resetHandlers();
      if (on) worker.use(specOnly());
    },
    resetScenarios: () => {
      worker.resetHandlers();
      if (specOnlyOn()) worker.use(specOnly());
    },
    resetData: () => resetDb(),
    accounts: demoAccounts,
    resetCode: () => DEMO_RESET_CODE,
    requests: () => [...log],
  };
  window.__storeopsMock = control;
}

/** Waits until this page is controlled by the worker (a new worker claims it a moment late). */
async function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, 3000);
  });
}

const RESTARTS_KEY = 'storeops.mock.restarts';

/**
 * The worker unregisters itself when the page it served closes before the next page is listed
 * as its client (a quick reload), and a fresh worker controls the page only after it claims it.
 * Calls made in between go to the real network and end the session. So the app starts only once
 * the mock answers a ping; otherwise the page reloads (at most three times in a row).
 */
async function ensureWorkerAnswers(): Promise<void> {
  await controlled();
  let answered = false;
  try {
    const res = await fetch(apiPath('__mock/ping'), { cache: 'no-store' });
    answered = res.headers.get('X-StoreOps-Mock') === '1';
  } catch {
    answered = false;
  }
  const restarts = Number(sessionStorage.getItem(RESTARTS_KEY) ?? '0');
  if (!answered && restarts < 3) {
    sessionStorage.setItem(RESTARTS_KEY, String(restarts + 1));
    window.location.reload();
    await new Promise<never>(() => undefined);
  }
  sessionStorage.removeItem(RESTARTS_KEY);
}
