import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, setTheme, test } from './support/fixtures';
import { testNow } from '../src/test/clock';
import type { Role } from './support/fixtures';
import type { Translator } from './support/i18nCatalog';
import { FLOW_LANGUAGES, startIn } from './support/i18nFlow';

/**
 * Issue #45, done when: Sam offers Friday's shift; Kai, eligible, takes it; the manager sees the
 * request with its warnings and approves; the planner shows Kai (and Sam until the approval). A
 * decline with a reason leaves the shift and tells both people why. Staff screens at 390 px without
 * sideways scrolling; axe in both themes; German and English. Sam and Kai are both approved for
 * weekdays 08:00–16:00 and the seed plans neither of them next week: the manager publishes Sam's
 * next Friday (09:00–15:00) and Thursday (10:00–14:00) first, through the API.
 */
const FRIDAY = '09:00–15:00';
const THURSDAY = '10:00–14:00';

/** The Berlin day `offset` days after the test clock's day, and that day's weekday. */
function berlinDay(offset: number): { day: string; weekday: number } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(testNow() + offset * 86_400_000));
  return { day, weekday: new Date(`${day}T12:00:00Z`).getUTCDay() };
}

/** An instant of a Berlin wall time, with the day's offset (`+01:00` or `+02:00`). */
function berlinInstant(day: string, time: string): string {
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  return `${day}T${time}:00${offset ?? '+01:00'}`;
}

/** Next week's day of `weekday` (Mon = 1): at least 3 days ahead, within the 14 days "My shifts" shows. */
function nextWeeks(weekday: number): string {
  for (let i = 3; i < 14; i++) {
    const d = berlinDay(i);
    if (d.weekday === weekday && i >= 7 - ((berlinDay(0).weekday + 6) % 7)) return d.day;
  }
  throw new Error('no such day');
}

/** The manager publishes a shift for Sam (the flow's "given"). */
async function publishForSam(page: Page, day: string, from: string, to: string): Promise<void> {
  const status = await page.evaluate(
    async ([start, end]) => {
      const res = await fetch('/api/v1/shift', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
        body: JSON.stringify({
          storeId: 'store-1',
          userId: 'user-staff',
          role: 'service',
          start,
          end,
          breakMinutes: 30,
          status: 'published',
          notes: '',
        }),
      });
      return res.status;
    },
    [berlinInstant(day, from), berlinInstant(day, to)] as const,
  );
  expect(status).toBe(201);
}

async function open(page: Page, tr: Translator, role: Role, path: string, heading: string): Promise<void> {
  await startIn(page, tr, role, path);
  await expect(page.getByRole('heading', { level: 1, name: tr(heading) })).toBeVisible({ timeout: 30_000 });
}

/** The page fits 390 px: nothing scrolls sideways (opened again at that width, as a phone would). */
async function fitsPhone(page: Page, ready: Locator): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(ready).toBeVisible({ timeout: 30_000 });
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(ready).toBeVisible({ timeout: 30_000 });
}

async function inBothThemes(page: Page, ready: Locator): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await expect(ready).toBeVisible();
    await expectAccessible(page);
  }
}

for (const { title, tr: makeTr } of FLOW_LANGUAGES) {
  test.describe(`${title}: staff offer and take shifts, a manager decides`, () => {
    test.slow();

    test(`${title}: Sam offers Friday, Kai takes it, the manager approves with warnings; a decline tells both why`, async ({ page }) => {
      const tr = makeTr();
      await open(page, tr, 'manager', '/shifts', 'Shift planning');
      await publishForSam(page, nextWeeks(5), '09:00', '15:00');
      await publishForSam(page, nextWeeks(4), '10:00', '14:00');
      // Sam offers Friday's and Thursday's shifts.
      await open(page, tr, 'staff', '/shifts', 'My shifts');
      const next = page.getByRole('list', { name: tr('Your next shifts') });
      for (const time of [FRIDAY, THURSDAY]) {
        const shift = next.getByRole('listitem').filter({ hasText: time });
        await shift.getByRole('button', { name: tr('Offer this shift') }).click();
        await expect(shift.getByText(tr('Offered'), { exact: true })).toBeVisible();
      }
      await fitsPhone(page, next);
      await inBothThemes(page, next);

      // Kai sees both, takes both.
      await open(page, tr, 'colleague', '/shifts', 'My shifts');
      const offers = page.getByRole('list', { name: tr('Shifts you can take') });
      await expect(offers.getByRole('listitem')).toHaveCount(2);
      await expect(offers.getByText(tr('offered by {fromName}', 'Sam Staff'), { exact: false }).first()).toBeVisible();
      await fitsPhone(page, offers);
      await inBothThemes(page, offers);
      for (const time of [FRIDAY, THURSDAY]) {
        await offers.getByRole('listitem').filter({ hasText: time }).getByRole('button').click();
        await expect(page.getByText(tr('Request sent: a manager decides')).first()).toBeVisible();
      }
      const requests = page.getByRole('list', { name: tr('Your requests') });
      await expect(requests.getByText(tr('Waiting for approval'), { exact: false })).toHaveCount(2);
      await fitsPhone(page, requests);

      // Until approved, the planner still shows Sam on Friday.
      await open(page, tr, 'manager', '/shifts', 'Shift planning');
      await page.getByRole('button', { name: tr('Next week') }).click();
      await expect(page.getByRole('cell', { name: /^Sam Staff, Fr/ }).getByRole('button', { name: new RegExp(FRIDAY) })).toBeVisible();
      await expect(page.getByRole('cell', { name: /^Kai Colleague, Fr/ }).getByRole('button', { name: new RegExp(FRIDAY) })).toHaveCount(0);

      // The queue: Friday's request with its warnings; approve it, decline Thursday's with a reason.
      await open(page, tr, 'manager', '/shifts/requests', 'Shift requests');
      const waiting = page.getByRole('list', { name: tr('Waiting for your decision') });
      const friday = waiting.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(FRIDAY) }) });
      const thursday = waiting.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(THURSDAY) }) });
      const impact = friday.getByRole('list', { name: tr('What approving changes') });
      // Nobody plans Kai next week: 5.5 h (6 h less the break) is under the 25 h Kai wishes; Sam drops to 4 h.
      await expect(impact.getByText(tr.re('{name} would work {shown} h, under the {w} h they wish', 'Kai Colleague'))).toBeVisible();
      await expect(impact.getByText(tr.re('{name} would work {shown} h, under the {w} h they wish', 'Sam Staff'))).toBeVisible();
      await expect(impact.getByText(tr.re('Labour cost of the week: {before} → {after}'))).toBeVisible();
      await inBothThemes(page, impact);
      await friday.getByRole('button', { name: tr.re('Approve: {title}') }).click();
      await expect(page.getByText(tr('Request approved'))).toBeVisible();

      await thursday.getByRole('button', { name: tr.re('Decline: {title}') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: tr('Decline request') }).click();
      await expect(dialog.getByText(tr('Say why you decline.'))).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel(tr('Reason for declining')).fill('Kai is needed at the till');
      await dialog.getByRole('button', { name: tr('Decline request') }).click();
      await expect(page.getByText(tr('Request declined'))).toBeVisible();
      await expect(page.getByText(tr('No requests waiting.'))).toBeVisible();

      // The planner: Friday is Kai's now; Thursday stays Sam's.
      await open(page, tr, 'manager', '/shifts', 'Shift planning');
      await page.getByRole('button', { name: tr('Next week') }).click();
      await expect(page.getByRole('cell', { name: /^Kai Colleague, Fr/ }).getByRole('button', { name: new RegExp(FRIDAY) })).toBeVisible();
      await expect(page.getByRole('cell', { name: /^Sam Staff, Fr/ }).getByRole('button', { name: new RegExp(FRIDAY) })).toHaveCount(0);
      await expect(
        page.getByRole('cell', { name: /^Sam Staff, (Thu|Do)/ }).getByRole('button', { name: new RegExp(THURSDAY) }),
      ).toBeVisible();

      // Both read why Thursday was declined.
      for (const role of ['colleague', 'staff'] as const) {
        await open(page, tr, role, '/shifts', 'My shifts');
        const mine = page.getByRole('list', { name: tr('Your requests') });
        await expect(mine.getByText(tr.re('Reason: {reason}', 'Kai is needed at the till'), { exact: false })).toBeVisible();
      }
    });
  });
}
