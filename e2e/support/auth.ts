import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Signed-in sessions saved once per role by the setup project (e2e/auth.setup.ts), so a flow
 * that is not about the sign-in form starts signed in without going through it. A saved state
 * holds the app's three session keys and the mock API's session record (`storeops.mock.sessions`)
 * that makes its token valid; every test gets a fresh browser context, so the mock's other data
 * starts from the seed as before.
 */
const port = process.env.E2E_PORT ?? '4173';

export function authFile(role: string): string {
  return join('playwright', '.auth', port, `${role}.json`);
}

interface SavedState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

function savedStorage(role: string): [string, string][] {
  const state = JSON.parse(readFileSync(authFile(role), 'utf8')) as SavedState;
  const keep = (name: string) => ['accessToken', 'userData', 'currentStoreId', 'storeops.mock.sessions'].includes(name);
  return state.origins.flatMap((o) => o.localStorage.filter((e) => keep(e.name)).map((e): [string, string] => [e.name, e.value]));
}

/** Puts the role's saved session into the page's storage, then opens `startAt` as a restored session. */
export async function restoreSession(page: Page, role: string, startAt: string): Promise<void> {
  // A static file of the origin: its storage can be written without starting the app.
  await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    for (const [name, value] of entries) localStorage.setItem(name, value);
  }, savedStorage(role));
  await page.goto(startAt);
}
