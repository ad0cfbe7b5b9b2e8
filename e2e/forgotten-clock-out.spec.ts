import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { translator, type Translator } from './support/i18nCatalog';
import { startIn } from './support/i18nFlow';
import { installClock, realNow, testNow } from '../src/test/clock';

/**
 * Issue #43 item 1, in German: Sam clocks in one morning and goes home without clocking out. The
 * next day the clock asks when Sam left ("17:30", with a note); the entry goes to the review, the
 * manager approves it, and the payroll CSV and the tip split of that day count its hours.
 */
const DAY = 86_400_000;
const BERLIN = 'Europe/Berlin';
const berlinDay = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: BERLIN }).format(instant);
/** The instant of a Berlin date and time (tries the winter and the summer offset). */
function berlinAt(date: string, hours: number, minutes: number): number {
  const [y, m, d] = date.split('-').map(Number);
  for (const offset of [1, 2]) {
    const at = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hours - offset, minutes);
    const shown = new Intl.DateTimeFormat('en-GB', { timeZone: BERLIN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    if (shown === `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`) return at;
  }
  throw new Error(`no 09:00 in Berlin on ${date}`);
}
/** The day Sam forgets: the day before the test's day, in Berlin; Sam clocks in at 09:00. */
const worked = berlinDay(berlinAt(berlinDay(testNow()), 12, 0) - DAY);
test.use({ clockAt: new Date(berlinAt(worked, 9, 0)).toISOString() });

/** From here on (this page and every load after), the page's clock shows the test's day. */
async function nextDay(page: Page) {
  await page.addInitScript(installClock, { instant: testNow(), since: realNow() });
  await page.reload();
}

/** A CSV's rows as cells (the separator is the file's: `;` in German). */
function rowsOf(csv: string): string[][] {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const sep = (lines[0] ?? '').includes(';') ? ';' : ',';
  return lines.map((l) => l.split(sep).map((c) => c.replace(/^"|"$/g, '')));
}

/**
 * Exports the payroll CSV; when the export first names what it leaves out (entries waiting for a
 * decision, people without a payroll number) and asks, it goes on without them.
 */
async function exportPayroll(page: Page, tr: Translator): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: tr('Export payroll CSV'), exact: true }).click();
  const ask = page.getByRole('dialog', { name: tr('Export the payroll file?') });
  const first = await Promise.race([downloading.then(() => 'file' as const), ask.waitFor().then(() => 'asked' as const)]);
  if (first === 'asked') {
    const withoutThem = ask.getByRole('button', { name: tr('Export without them'), exact: true });
    await withoutThem.or(ask.getByRole('button', { name: tr('Export'), exact: true })).click();
  }
  const download = await downloading;
  return rowsOf(await readFile((await download.path()) ?? '', 'utf8'));
}

/** Clocks in; a shift planned far from now asks for a note first, given when asked. */
async function clockIn(page: Page, clock: Locator, tr: Translator) {
  await clock.getByRole('button', { name: tr('Clock in'), exact: true }).click();
  const clockedIn = clock.getByText(tr.re('Clocked in at {time}'));
  const withNote = page.getByRole('button', { name: tr('Clock in with note'), exact: true });
  await expect(withNote.or(clockedIn)).toBeVisible();
  if (await withNote.isVisible()) {
    await clock.getByLabel(tr('Note'), { exact: true }).fill('Früher da.');
    await withNote.click();
  }
}

test('a forgotten clock-out is set the next day, approved, and counted in payroll and tips (German)', async ({ page }) => {
  test.setTimeout(240_000);
  const tr = translator('de');
  await startIn(page, tr, 'staff', '/time-entry/form');
  const clock = page.getByRole('region', { name: tr('Time clock') });
  await clockIn(page, clock, tr);
  await expect(clock.getByText(tr('Sent'), { exact: true })).toBeVisible();

  // The next morning the clock still runs: it asks when Sam left, in German, and checks it first.
  await nextDay(page);
  await expect(
    clock.getByText(
      tr.re(
        'You did not clock out: you clocked in on {day} at {since}. When did you leave? The entry then goes to your manager for review.',
      ),
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(clock.getByRole('button', { name: tr('Clock out'), exact: true })).toHaveCount(0);
  await clock.getByLabel(tr('Left at'), { exact: true }).fill('17:30');
  await clock.getByRole('button', { name: tr('Clock out at this time'), exact: true }).click();
  await expect(clock.getByText(tr('Note is required.'))).toBeVisible();
  await clock.getByLabel(tr('Note'), { exact: true }).fill('Ausstempeln vergessen.');
  await clock.getByRole('button', { name: tr('Clock out at this time'), exact: true }).click();
  await expect(clock.getByText(tr('Not clocked in'), { exact: true })).toBeVisible({ timeout: 30_000 });

  // The manager approves it in the review of that day.
  await startIn(page, tr, 'manager', `/time-entry/review?startDate=${worked}&endDate=${worked}`);
  const table = page.getByRole('table', { name: tr('Time entries to review') });
  const sam = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sam Staff' }) });
  await expect(sam).toHaveCount(1, { timeout: 30_000 });
  await expect(sam).toContainText('Ausstempeln vergessen.');
  await expect(sam).toContainText(tr('Submitted'));
  await sam.getByRole('button', { name: tr.re('Approve {label}') }).click();
  await expect(sam).toContainText(tr('Approved'), { timeout: 30_000 });

  // The payroll CSV has Sam's day: 17:30 less the clock-in, to the minute.
  const rows = await exportPayroll(page, tr);
  const header = rows[0] ?? [];
  const col = (name: string) => header.indexOf(tr(name));
  const day = rows.find((r) => r[col('Person')] === 'Sam Staff' && r[col('Date')] !== tr('Total'));
  expect(day?.[col('Last clock-out')]).toBe('17:30');
  const [h, m] = (day?.[col('First clock-in')] ?? '').split(':').map(Number);
  const expectedMinutes = 17 * 60 + 30 - ((h ?? 0) * 60 + (m ?? 0));
  const [wh, wm] = (day?.[col('Worked (h:mm)')] ?? '').split(':').map(Number);
  // The clock-in has seconds the file does not show: at most a minute apart.
  expect(Math.abs((wh ?? 0) * 60 + (wm ?? 0) - expectedMinutes)).toBeLessThanOrEqual(1);
  const workedHours = Number((day?.[col('Worked hours')] ?? '').replace(',', '.'));

  // The tip split of that day gives Sam those hours.
  await startIn(page, tr, 'manager', '/tip');
  await page.getByLabel(tr('Date'), { exact: true }).fill(worked);
  await page.getByLabel(tr('Amount (EUR)'), { exact: true }).fill('100');
  const hours = page.getByLabel(tr('Hours of {name}', 'Sam Staff'), { exact: true });
  await expect(hours).toBeVisible({ timeout: 30_000 });
  await expect(hours).not.toHaveValue('');
  const shown = Number((await hours.inputValue()).replace(',', '.'));
  expect(Math.abs(shown - workedHours)).toBeLessThanOrEqual(0.02);
});

test('an export with an open entry names it, with a link to its row, before it runs (German)', async ({ page }) => {
  test.setTimeout(180_000);
  const tr = translator('de');
  const today = berlinDay(Date.now());
  // Sam is clocked in today: the entry is open.
  await startIn(page, tr, 'staff', '/time-entry/form');
  const clock = page.getByRole('region', { name: tr('Time clock') });
  await clockIn(page, clock, tr);
  await expect(clock.getByText(tr('Sent'), { exact: true })).toBeVisible();

  // Two weeks: the older days have approved hours (the demo approves entries once a week old).
  const from = berlinDay(Date.now() - 14 * DAY);
  await startIn(page, tr, 'manager', `/time-entry/review?startDate=${from}&endDate=${today}`);
  await expect(page.getByRole('rowheader', { name: 'Sam Staff' }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: tr('Export payroll CSV'), exact: true }).click();
  const ask = page.getByRole('dialog', { name: tr('Export the payroll file?') });
  const leftOut = ask.getByRole('list', { name: tr('Entries not in the file') });
  // Sam's entries of last week wait for a decision; today's is the open one.
  const sam = leftOut
    .getByRole('listitem')
    .filter({ hasText: 'Sam Staff' })
    .filter({ hasText: `(${tr('open')})` });
  await expect(sam).toHaveCount(1);
  // The link leads to the entry's row (its first control takes the focus).
  await sam.getByRole('link').click();
  await expect(ask).toBeHidden();
  const row = page
    .getByRole('table', { name: tr('Time entries to review') })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Sam Staff' }) });
  await expect(row.getByRole('button', { name: tr.re('Set the clock-out of {label}') })).toBeFocused();

  // Asked again, it goes on without the open entry: the file has no row of today, and a grand total.
  const rows = await exportPayroll(page, tr);
  const header = rows[0] ?? [];
  expect(header.slice(0, 4)).toEqual([tr('Payroll number'), tr('Person ID'), tr('Person'), tr('Date')]);
  const todayShown = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${today}T12:00:00Z`),
  );
  expect(rows.filter((r) => r[2] === 'Sam Staff' && r[3] === todayShown)).toEqual([]);
  // Dates as a German writes them.
  expect(rows.filter((r) => /^\d{2}\.\d{2}\.\d{4}$/.test(r[3] ?? '')).length).toBeGreaterThan(0);
  const last = rows.at(-1) ?? [];
  expect(last.slice(2, 4)).toEqual([tr('All people'), tr('Grand total')]);
});
