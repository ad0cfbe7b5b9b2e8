import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// Issue 41 item 4: a person's bank details in two tabs of one browser (one context: the demo's data
// is shared through its storage). Lena Becker works in Berlin only, where the manager holds tip.write.
const PATH = '/user-financial-details?userId=emp-1-1';
const NEW_IBAN = 'DE02 1203 0000 0000 2020 51';
const NEW_MASKED = 'DE02 •••• •••• •••• 2051';
const MASKED = /^[A-Z]{2}\d{2}( ••••)+ [A-Z0-9]{4}$/;

const formOf = (tab: Page) => tab.getByRole('form', { name: 'Bank details of Lena Becker' });
const maskedIbanOf = (tab: Page) => formOf(tab).getByText(MASKED);
const conflictOf = (tab: Page) => tab.getByRole('alert', { name: 'Someone else saved this record while you were editing' });
const rowOf = (tab: Page, label: string) => conflictOf(tab).getByRole('row', { name: new RegExp(`^${label} `) });

test.describe('a person’s bank details in two tabs (issue 41)', () => {
  test('the tab whose IBAN is still masked no longer reverts a new IBAN: its save gets the conflict view; Reload theirs shows the new IBAN masked', async ({
    page,
  }) => {
    await signIn(page, 'manager', PATH);
    await expect(maskedIbanOf(page)).toBeVisible({ timeout: 30_000 });
    const other = await page.context().newPage();
    await other.goto(PATH);
    await expect(maskedIbanOf(other)).toBeVisible({ timeout: 30_000 });
    const oldMasked = (await maskedIbanOf(other).textContent()) ?? '';
    expect(oldMasked).not.toBe(NEW_MASKED);
    const bank = await formOf(other).getByLabel('Bank name (optional)').inputValue();

    // Tab one changes the IBAN.
    await formOf(page).getByRole('button', { name: 'Show and change IBAN' }).click();
    await formOf(page).getByLabel('IBAN').fill(NEW_IBAN);
    await formOf(page).getByRole('button', { name: 'Save bank details' }).click();
    await expect(page.getByText('Bank details of Lena Becker saved')).toBeVisible();

    // Tab two, its IBAN still masked (the old one), changes the bank name only.
    await formOf(other).getByLabel('Bank name (optional)').fill('Tab Two Bank');
    await formOf(other).getByRole('button', { name: 'Save bank details' }).click();
    await expect(conflictOf(other)).toBeVisible();
    await expect(conflictOf(other)).toContainText('Marco Manager changed these bank details since you opened them.');
    // The comparison lists what this tab typed; the IBAN it never touched is theirs, shown masked.
    await expect(rowOf(other, 'Bank name').getByRole('cell')).toHaveText([bank || '—', 'Tab Two Bank', 'Mine (you changed it)']);
    await expect(rowOf(other, 'IBAN')).toHaveCount(0);
    await expect(maskedIbanOf(other)).toHaveText(NEW_MASKED);
    await expect(formOf(other).getByLabel('Bank name (optional)')).toHaveValue('Tab Two Bank');
    await expectAccessible(other);

    await conflictOf(other).getByRole('button', { name: 'Reload theirs' }).click();
    await expect(conflictOf(other)).toHaveCount(0);
    await expect(maskedIbanOf(other)).toHaveText(NEW_MASKED);
    await expect(formOf(other).getByLabel('Bank name (optional)')).toHaveValue(bank);

    // Saved is the new IBAN, and the change list says what changed, masked, by whom and from where.
    await other.reload();
    await expect(maskedIbanOf(other)).toHaveText(NEW_MASKED, { timeout: 30_000 });
    const changes = other.getByRole('region', { name: 'Changes' });
    await expect(changes.getByRole('listitem').first()).toContainText('Marco Manager, from Berlin Mitte Café');
    await expect(changes).toContainText(`IBAN: •••• ${oldMasked.slice(-4)} → •••• 2051`);
    await expect(changes).not.toContainText(NEW_IBAN.replace(/ /g, ''));
  });
});
