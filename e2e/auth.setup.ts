import { expect, signInThroughForm, test, type Role } from './support/fixtures';
import { authFile } from './support/auth';

// Signs in once per role through the real form and saves the session (storageState) that
// signIn() then restores in every flow, instead of going through the form each time.
const ROLES: Role[] = ['owner', 'manager', 'staff', 'viewer', 'auditor', 'nostore'];

for (const role of ROLES) {
  test(`sign in as ${role}`, async ({ page }) => {
    await signInThroughForm(page, role);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.context().storageState({ path: authFile(role) });
  });
}
