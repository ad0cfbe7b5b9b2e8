import { http, HttpResponse } from 'msw';
import { findUserByEmail, resetCodes, sessions, userInfoOf, users } from '../db/people';
import { apiPath, assertValid, handle, authenticate, badRequest, HttpError, isText, newToken, route } from '../http';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, showsSomething, storedName } from '../rules/text';

/** The demo reset code; a real server would e-mail a random one. */
export const DEMO_RESET_CODE = '123456';

function emailError(value: unknown): string | undefined {
  if (!isText(value)) return 'Email is required.';
  if (!EMAIL_PATTERN.test(value.trim())) return 'Enter a valid email address.';
  if (value.trim().length > 254) return 'Email must be at most 254 characters.';
  return undefined;
}

function passwordError(value: unknown): string | undefined {
  if (!isText(value)) return 'Password is required.';
  if (value.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (value.length > 128) return 'Password must be at most 128 characters.';
  return undefined;
}

function compact(errors: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1])));
}

const profile = route(({ request }) => HttpResponse.json(userInfoOf(authenticate(request))));

export const authHandlers = [
  handle('post', 'v1/auth/login', async ({ body: read }) => {
    const body = await read();
    assertValid(
      compact({
        email: emailError(body.email),
        password: isText(body.password) ? undefined : 'Password is required.',
      }),
    );
    const user = findUserByEmail(String(body.email));
    if (!user || user.password !== body.password) {
      throw new HttpError(401, 'Invalid email or password.');
    }
    const token = newToken(user.id);
    sessions.insert({ id: token, userId: user.id, createdAt: new Date().toISOString() });
    return HttpResponse.json({ accessToken: token, ...userInfoOf(user) });
  }),

  handle('post', 'v1/auth/register', async ({ body: read }) => {
    const body = await read();
    assertValid(
      compact({
        // Something visible, stored without bidi controls and zero-width characters (issue #41).
        name:
          typeof body.name !== 'string' || !showsSomething(body.name)
            ? 'Name is required.'
            : storedName(body.name).length > 100
              ? 'Name must be at most 100 characters.'
              : undefined,
        email: emailError(body.email),
        password: passwordError(body.password),
      }),
    );
    if (findUserByEmail(String(body.email))) {
      throw new HttpError(409, 'An account with this email already exists.', {
        email: 'An account with this email already exists.',
      });
    }
    const id = users.nextId('user');
    users.insert({
      id,
      name: storedName(String(body.name)),
      email: String(body.email).trim(),
      password: String(body.password),
      globalPermissions: [],
      memberships: [],
    });
    return HttpResponse.json({ message: 'Account created. You can sign in now.', userId: id }, { status: 201 });
  }),

  handle('post', 'v1/auth/forgot-password', async ({ body: read }) => {
    const body = await read();
    assertValid(compact({ email: emailError(body.email) }));
    const email = String(body.email).trim().toLowerCase();
    if (findUserByEmail(email)) {
      resetCodes.remove(email);
      resetCodes.insert({ id: email, code: DEMO_RESET_CODE });
    }
    // The same answer for known and unknown addresses: no account enumeration.
    return HttpResponse.json({ message: 'If the address belongs to an account, a reset code is on its way.' });
  }),

  handle('post', 'v1/auth/redefine-password', async ({ body: read }) => {
    const body = await read();
    assertValid(
      compact({
        email: emailError(body.email),
        password: passwordError(body.password),
        code: isText(body.code) ? undefined : 'Code is required.',
      }),
    );
    const email = String(body.email).trim().toLowerCase();
    const stored = resetCodes.get(email);
    const user = findUserByEmail(email);
    if (!user || !stored || stored.code !== String(body.code).trim()) {
      throw badRequest('The code is invalid or has expired.', { code: 'The code is invalid or has expired.' });
    }
    users.update(user.id, { password: String(body.password) });
    resetCodes.remove(email);
    return HttpResponse.json({ message: 'Your password has been updated.' });
  }),

  http.get(apiPath('v1/user'), profile),
  http.get(apiPath('v1/user/profile'), profile),
];
