import { ACCOUNTS, expect, test } from './support/fixtures';

test.describe('password reset', () => {
  test('reset code and new password, then sign in with it', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    // The sign-in form stays up until the reset page has rendered, and it has an Email field too.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(ACCOUNTS.staff);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByText('Demo mode: the reset code is 123456.')).toBeVisible();
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.staff);
    await page.getByLabel('Reset code').fill('123456');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText(/Your password has been updated/)).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.getByLabel('Email').fill(ACCOUNTS.staff);
    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/inventory\/patch$/);
    // Put the seed back for the other flows.
    await page.evaluate(() => window.__storeopsMock?.resetData());
  });
});
