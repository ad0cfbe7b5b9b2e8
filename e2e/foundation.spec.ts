import { expect, expectAccessible, mockApi, signInThroughForm, test, visit, ACCOUNTS, DEMO_PASSWORD } from './support/fixtures';

test.describe('foundation: the embedded mock API behind the real app', () => {
  for (const role of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
    test(`the mock API answers POST /api/v1/auth/login for ${role}`, async ({ page }) => {
      await page.goto('/sign-in');
      await page.waitForFunction(() => Boolean(window.__storeopsMock));
      const answer = await page.evaluate(
        async ([email, password]) => {
          const res = await fetch('/api/v1/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
          return { status: res.status, body: (await res.json()) as { accessToken?: string; userId?: string } };
        },
        [ACCOUNTS[role], DEMO_PASSWORD] as const,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.accessToken).toBeTruthy();
      expect(answer.body.userId).toBe(`user-${role}`);
    });
  }

  test('signing in sends the bearer token on data calls, never on login', async ({ page }) => {
    const auth: Record<string, string | null> = {};
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) auth[url.pathname] = request.headers().authorization ?? null;
    });
    await page.goto('/sign-in');
    await page.reload(); // the service worker now controls the page, so its requests are visible
    await signInThroughForm(page, 'manager');
    await page.reload();
    await expect(page.getByText('Marco Manager')).toBeVisible();
    expect(auth['/api/v1/auth/login']).toBeNull();
    expect(auth['/api/v1/user']).toMatch(/^Bearer demo\.user-manager\./);
  });

  test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(ACCOUNTS.owner);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a forced 500 on login shows its message; without one, Login failed', async ({ page }) => {
    await page.goto('/sign-in');
    const api = await mockApi(page);
    await api.fail('post', 'v1/auth/login', 500, 'Login service unavailable', true);
    await page.getByLabel('Email').fill(ACCOUNTS.owner);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login service unavailable');
    await api.fail('post', 'v1/auth/login', 500, '', true);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  // The axe check is hand-written over axe-core (fixtures.ts): it must fail on a violation, and
  // keep failing after an in-app visit (the injected axe stays in the document).
  test('the axe check fails on a violation, before and after an in-app visit', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectAccessible(page);
    const addUnlabelledInput = () =>
      page.evaluate(() => {
        const input = document.createElement('input');
        input.type = 'text';
        input.id = 'axe-probe';
        document.body.append(input);
      });
    await addUnlabelledInput();
    await expect(expectAccessible(page)).rejects.toThrow(/label/);
    await visit(page, '/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(expectAccessible(page)).rejects.toThrow(/#axe-probe/);
    await expectAccessible(page, { exclude: ['#axe-probe'] });
  });
});
