import type { Locator, Page } from '@playwright/test';
import { expect, test, visit } from './support/fixtures';
import type { Translator } from './support/i18nCatalog';
import { FLOW_LANGUAGES, startIn } from './support/i18nFlow';
import { day } from './support/pageActions';
import { checkScreen } from './support/i18nPage';

/**
 * Issue #34's people flows in German and English (see german.spec.ts): plan and publish a shift,
 * clock in and out, export a tip SEPA file; each screen with axe in both themes and, in German, no
 * English left on it.
 */

/** Gives everyone the SEPA export is blocked for a valid IBAN, then comes back to the tip list. */
async function fixMissingBankDetails(page: Page, tr: Translator) {
  const blockers = page.getByRole('list', { name: tr('Export blockers') });
  for (let round = 0; round < 5; round++) {
    await expect(page.getByRole('button', { name: tr('Export SEPA file'), exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(tr('Checking bank details...'))).toHaveCount(0);
    const add = blockers.getByRole('link', { name: tr('Add bank details'), exact: true });
    if ((await add.count()) === 0) return;
    if (round === 0) await checkScreen(page, tr, 'tips with export blockers', blockers);
    await add.first().click();
    const form = page.getByRole('form', { name: tr.re('Bank details of {name}') });
    await expect(form).toBeVisible();
    if (round === 0) await checkScreen(page, tr, 'bank details', form);
    await form.getByLabel(tr('Account holder'), { exact: true }).fill('Pat Example');
    await form.getByLabel(tr('IBAN'), { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await form.getByRole('button', { name: tr('Save bank details'), exact: true }).click();
    await expect(page.getByText(tr.re('Bank details of {name} saved'))).toBeVisible();
    await visit(page, '/finance/tips');
  }
}

/** A shift planned for today far from now asks for a note before the clock-in: given when asked. */
async function noteIfAsked(page: Page, tr: Translator, clockedIn: Locator) {
  const withNote = page.getByRole('button', { name: tr('Clock in with note'), exact: true });
  await expect(withNote.or(clockedIn)).toBeVisible();
  if (await withNote.isVisible()) {
    await page.getByLabel(tr('Note'), { exact: true }).first().fill('Covering for a colleague.');
    await withNote.click();
  }
}

for (const { title, tr: translatorOf, reads } of FLOW_LANGUAGES) {
  test.describe(`${title} flows: shifts, time clock, tips`, () => {
    test.slow();

    test(`${title}: plans a shift and publishes the week`, async ({ page }) => {
      const tr = translatorOf();
      await startIn(page, tr, 'manager', '/shifts');
      await expect(page.getByRole('heading', { level: 1, name: tr('Shift planning') })).toBeVisible({ timeout: 30_000 });
      const person = page.getByRole('columnheader', { name: tr('Person'), exact: true });
      await checkScreen(page, tr, 'shift planner', person);

      // Next week (the URL changes first; the grid shows the new days after it).
      const firstDay = page.getByRole('columnheader').nth(1);
      const thisWeek = (await firstDay.textContent()) ?? '';
      await page.getByRole('button', { name: tr('Next week'), exact: true }).click();
      await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
      await expect(firstDay).not.toHaveText(thisWeek);

      // Sam Staff is available on weekdays 08:00–16:00 (the seed's approved availability).
      await page
        .getByRole('button', { name: tr.re('Add shift for {name} on {day}', 'Sam Staff') })
        .nth(1)
        .click();
      const panel = page.getByRole('dialog', { name: tr('New shift') });
      await panel.getByLabel(tr('Role'), { exact: true }).fill('cook');
      await panel.getByLabel(tr('Start'), { exact: true }).fill('08:00');
      await panel.getByLabel(tr('End'), { exact: true }).fill('12:00');
      await panel.getByLabel(tr('Break (minutes)'), { exact: true }).fill('0');
      const create = panel.getByRole('button', { name: tr('Create shift'), exact: true });
      await checkScreen(page, tr, 'new shift', create);
      await create.click();
      await expect(panel).toBeHidden();
      // The role as the planner names it, in the person's language (Koch).
      const card = page.getByRole('button', { name: new RegExp(`^${tr('cook')}\\b`) });
      await expect(card).toHaveCount(1);
      await expect(card.locator(`[title="${tr('Draft')}"]`)).toHaveCount(1);

      await page.getByRole('button', { name: tr.re('Publish week ({count})') }).click();
      const review = page.getByRole('dialog', { name: tr('Publish this week?') });
      const publish = review.getByRole('button', { name: tr('Publish'), exact: true });
      await checkScreen(page, tr, 'publish review', publish);
      await publish.click();
      await expect(review).toBeHidden();
      await expect(page.getByRole('button', { name: tr('Publish week ({count})', 0), exact: true })).toBeDisabled({ timeout: 30_000 });
      await expect(card.locator(`[title="${tr('Draft')}"]`)).toHaveCount(0);
      await checkScreen(page, tr, 'published week', card);
    });

    test(`${title}: clocks in and out`, async ({ page }) => {
      const tr = translatorOf();
      await startIn(page, tr, 'staff', '/time-entry/form');
      await expect(page.getByRole('heading', { level: 1, name: tr('Time entry') })).toBeVisible({ timeout: 30_000 });
      const clock = page.getByRole('region', { name: tr('Time clock') });
      const clockIn = clock.getByRole('button', { name: tr('Clock in'), exact: true });
      await checkScreen(page, tr, 'time clock', clockIn);
      await clockIn.click();
      const clockedIn = clock.getByText(tr.re('Clocked in at {time}'));
      await noteIfAsked(page, tr, clockedIn);
      await expect(clockedIn).toBeVisible();
      await expect(clock.getByText(tr('Sent'), { exact: true })).toBeVisible();
      await checkScreen(page, tr, 'clocked in', clockedIn);

      await clock.getByRole('button', { name: tr('Clock out'), exact: true }).click();
      await expect(clock.getByText(tr.re('Clocked out at {time}'))).toBeVisible();
      await expect(clock.getByText(tr('Sent'), { exact: true })).toBeVisible();
      const history = page.getByRole('region', { name: tr('History') });
      const row = history.getByRole('row').filter({ hasText: tr('Web') });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(tr('Submitted'));
      await checkScreen(page, tr, 'clocked out', row);
    });

    test(`${title}: approves a tip and exports the SEPA file`, async ({ page }) => {
      test.setTimeout(240_000);
      const tr = translatorOf();
      // The owner: a manager's own share blocks their approval and export (four eyes, issue #41).
      await startIn(page, tr, 'owner', '/tip');
      await expect(page.getByRole('heading', { level: 1, name: tr('New tip') })).toBeVisible({ timeout: 30_000 });
      await page.getByLabel(tr('Date'), { exact: true }).fill(day(-1));
      await page.getByLabel(tr('Source'), { exact: true }).selectOption('cash');
      await page.getByLabel(tr('Amount (EUR)'), { exact: true }).fill('120,55');
      // Typed with a comma, read as 120.55 and shown in the person's notation.
      await expect(page.getByTestId('share-total')).toContainText(reads.euros120_55);
      const approve = page.getByRole('button', { name: tr('Approve'), exact: true });
      await expect(page.getByRole('table', { name: tr('Shares of the tip') })).toBeVisible();
      await checkScreen(page, tr, 'new tip', approve);
      await approve.click();
      await expect(page.getByText(tr('Tip approved'))).toBeVisible();
      await expect(page).toHaveURL(/\/finance\/tips/);

      await fixMissingBankDetails(page, tr);
      const exportButton = page.getByRole('button', { name: tr('Export SEPA file'), exact: true });
      await expect(exportButton).toBeEnabled();
      await checkScreen(page, tr, 'tips ready to export', exportButton);
      await exportButton.click();
      const confirm = page.getByRole('dialog', { name: tr('Export the SEPA file?') });
      await expect(confirm).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        confirm.getByRole('button', { name: tr('Export'), exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Sepa_Tips_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xml$/);
      await expect(page.getByText(tr('SEPA file downloaded successfully'))).toBeVisible();
      const summary = page.getByRole('region', { name: tr('Exported file') });
      await expect(summary).toContainText(download.suggestedFilename());
      await checkScreen(page, tr, 'SEPA file exported', summary);
    });
  });
}
