import { expect, signInThroughForm, test, type Role } from './support/fixtures';
import { authFile } from './support/auth';

// Signs in once per role through the real form and saves the session (storageState) that
// signIn() then restores in every flow, instead of going through the form each time.
// Not `nostore`: the store-context rule (docs/rules/session.md#store-context) logs a user without a store out, so there is no session to save
// (e2e/session.spec.ts signs in through the form to see that).
const ROLES: Role[] = ['owner', 'manager', 'staff', 'viewer', 'auditor', 'colleague'];

for (const role of ROLES) {
  test(`sign in as ${role}`, async ({ page }) => {
    await signInThroughForm(page, role);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.context().storageState({ path: authFile(role) });
  });
}
