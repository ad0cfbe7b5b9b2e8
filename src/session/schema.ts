import { z } from 'zod/mini';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '@/lib/validation';

/**
 * The login response and own profile (docs/rules/session.md#login-response-and-auth-state), checked at the seam like every
 * answer. This file is on the sign-in path, so it uses only the small `zod/mini` core.
 */
const list = () => z._default(z.array(z.string()), []);

export const StoreEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z._default(z.string(), ''),
  roles: list(),
  permissions: list(),
});

export const UserInfoSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  userName: z.optional(z.string()),
  email: z.optional(z.string()),
  stores: z._default(z.array(StoreEntrySchema), []),
  currentStoreId: z.optional(z.string()),
  globalPermissions: list(),
});

export const LoginResponseSchema = z.extend(UserInfoSchema, { accessToken: z.string().check(z.minLength(1)) });

const email = z.string().check(z.regex(EMAIL_PATTERN, 'Enter a valid email address.'));
const password = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`));

export const LoginRequestSchema = z.object({ email, password: z.string().check(z.minLength(1, 'Enter your password.')) });
export const RegisterRequestSchema = z.object({ name: z.string().check(z.minLength(1, 'Enter your name.')), email, password });
export const ForgotPasswordRequestSchema = z.object({ email });
export const RedefinePasswordRequestSchema = z.object({ email, password, code: z.string().check(z.minLength(1, 'Enter the code.')) });
