// Screenshots of the shell for the README: light and dark, vertical and horizontal, signed in as
// the owner. Usage: start the dev server (npm start) or a demo build (npm run preview:demo), then
//   node scripts/screenshots.mjs [baseUrl]     (default http://127.0.0.1:5173)
// Writes PNGs to docs/screenshots/. Uses Debian's Chromium (CHROMIUM_PATH to override).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';

const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const outDir = 'docs/screenshots';
mkdirSync(outDir, { recursive: true });

const shots = [
  { file: 'shell-light-vertical.png', layout: { theme: 'light', orientation: 'vertical' } },
  { file: 'shell-dark-vertical.png', layout: { theme: 'dark', orientation: 'vertical' } },
  { file: 'shell-light-horizontal.png', layout: { theme: 'light', orientation: 'horizontal' } },
  { file: 'shell-dark-horizontal.png', layout: { theme: 'dark', orientation: 'horizontal' } },
  { file: 'shell-customizer.png', layout: { theme: 'light', skin: 'saas', sidenavColor: 'gradient' }, customizer: true },
  { file: 'shell-mobile-menu.png', layout: { theme: 'dark' }, viewport: { width: 390, height: 800 }, mobileMenu: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport ?? { width: 1366, height: 860 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign-in`);
    await page.evaluate((layout) => localStorage.setItem('storeops.layoutConfig', JSON.stringify(layout)), shot.layout);
    await page.reload();
    await page.getByLabel('Email').fill('owner@storeops.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.goto(`${baseUrl}/inventory/analysis`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (shot.customizer) {
      await page.getByRole('button', { name: 'Open customizer' }).click();
      await page.getByRole('dialog', { name: 'Admin Customizer' }).waitFor();
    }
    if (shot.mobileMenu) {
      await page.getByRole('button', { name: 'Toggle side menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    }
    await page.waitForTimeout(700); // the menu's scroll-into-view animation and lazy charts
    await page.screenshot({ path: `${outDir}/${shot.file}` });
    console.log(`wrote ${outDir}/${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
}
