import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { ERROR_PAGES, INFO_PAGES } from '@/test/publicPages';
import { renderRoute } from '@/test/render';
import { logRequests } from '@/test/requestLog';

// Lazy pages compile on first use under Vitest; on a busy machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 8000 });

async function signInWith(user: ReturnType<typeof renderRoute>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

type View = ReturnType<typeof renderRoute>;

/** The password redefinition form with a reset code and a new password, sent. */
async function sendNewPassword(view: View, code: string) {
  await view.user.type(await screen.findByLabelText('Reset code'), code);
  await view.user.type(screen.getByLabelText('New password'), 'fresh-pass-1');
  await view.user.type(screen.getByLabelText('Confirm new password'), 'fresh-pass-1');
  await view.user.click(screen.getByRole('button', { name: 'Update password' }));
}

/** After a refusal: one field corrected, sent again; the success text shows and leads on to sign-in. */
async function correctAndSend(view: View, [field, value]: [string, string], button: string, success: RegExp) {
  await view.user.clear(screen.getByLabelText(field));
  await view.user.type(screen.getByLabelText(field), value);
  await view.user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(success)).toBeInTheDocument();
  await view.user.click(screen.getByRole('link', { name: 'Go to sign in' }));
}

/** A sign-up form filled in for Nina New with `email`, sent. */
async function signUp(view: View, email: string) {
  await view.user.type(await screen.findByLabelText('Name'), 'Nina New');
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), 'long-enough');
  await view.user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The server fails `endpoint` without a message: after `send`, the page shows the action's own `message`. */
async function expectFallbackMessage(endpoint: string, path: string, message: string, send: (view: View) => Promise<void>) {
  server.use(failWith('post', endpoint, 500, ''));
  await send(renderRoute(path));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
}

describe('password reset pages', () => {
  it('/reset-password sends the code, shows its success state, and leads on to /password-redefinition', async () => {
    const view = renderRoute('/reset-password');
    await view.user.type(await screen.findByLabelText('Email'), 'staff@storeops.test');
    await view.user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText(/a reset code is on its way/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Enter the code' }));
    await waitFor(() => expect(view.location().pathname).toBe('/password-redefinition'));
    expect(await screen.findByLabelText('Email')).toHaveValue('staff@storeops.test');

    await sendNewPassword(view, '999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is invalid or has expired.');
    // What was typed stays.
    expect(screen.getByLabelText('New password')).toHaveValue('fresh-pass-1');

    await correctAndSend(view, ['Reset code', '123456'], 'Update password', /Your password has been updated/);
    expect(view.location().pathname).toBe('/sign-in');
  });

  it("shows 'Failed to send reset code' when the server gives no message", async () => {
    await expectFallbackMessage('v1/auth/forgot-password', '/reset-password', 'Failed to send reset code', async (view) => {
      await view.user.type(await screen.findByLabelText('Email'), 'staff@storeops.test');
      await view.user.click(screen.getByRole('button', { name: 'Send reset code' }));
    });
    expect(screen.getByLabelText('Email')).toHaveValue('staff@storeops.test');
  });

  it("shows 'Failed to update password' when the server gives no message", async () => {
    await expectFallbackMessage(
      'v1/auth/redefine-password',
      '/password-redefinition?email=staff%40storeops.test',
      'Failed to update password',
      (view) => sendNewPassword(view, '123456'),
    );
  });

  it('validates before sending', async () => {
    const view = renderRoute('/password-redefinition');
    await view.user.click(await screen.findByRole('button', { name: 'Update password' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter the code from the e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter a password.')).toBeInTheDocument();
  });
});

describe('the template auth families', () => {
  it('/auth-2/sign-up registers for real and reports a taken email at the field', async () => {
    const view = renderRoute('/auth-2/sign-up');
    await signUp(view, 'owner@storeops.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');

    await correctAndSend(view, ['Email', 'nina@storeops.test'], 'Create account', /Your account has been created/);
    expect(view.location().pathname).toBe('/auth-2/sign-in');
  });

  it('refuses a name with nothing visible (zero-width and bidi controls only) before sending, as the other forms (issue #41)', async () => {
    const log = logRequests(server);
    const view = renderRoute('/auth-1/sign-up');
    await view.user.type(await screen.findByLabelText('Name'), '\u202E\u200B\u2060');
    await view.user.type(screen.getByLabelText('Email'), 'nina@storeops.test');
    await view.user.type(screen.getByLabelText('Password'), 'long-enough');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(log.count('POST', 'v1/auth/register')).toBe(0);
  });

  it("shows 'Registration failed' without a server message", async () => {
    await expectFallbackMessage('v1/auth/register', '/auth-3/sign-up', 'Registration failed', (view) => signUp(view, 'nina@storeops.test'));
  });

  it('/auth-1/sign-in signs in for real', async () => {
    const view = renderRoute('/auth-1/sign-in');
    await screen.findByLabelText('Email');
    await signInWith(view.user, 'viewer@storeops.test');
    await waitFor(() => expect(view.location().pathname).toBe('/inventory'));
  });

  it.each(['two-factor', 'lock-screen', 'success-mail', 'login-pin', 'delete-account'])(
    '/auth-3/%s is a static screen',
    async (screenName) => {
      renderRoute(`/auth-3/${screenName}`);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );

  it('an unknown screen of a family is a 404', async () => {
    renderRoute('/auth-1/nothing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('public pages', () => {
  it.each([...ERROR_PAGES, ['/no/such/page', 'Page not found'], ...INFO_PAGES])('%s', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('signed in, the way back leads into StoreOps', async () => {
    renderRoute('/error/500', { as: 'owner' });
    expect(await screen.findByRole('link', { name: 'Back to StoreOps' })).toHaveAttribute('href', '/');
  });
});
