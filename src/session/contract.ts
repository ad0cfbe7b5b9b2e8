/* eslint-disable lingui/no-unlocalized-strings -- the contract's summaries (docs/openapi.json) for a server team, in English; not shown in the app */
import { z } from 'zod/mini';
import { defineContract } from '@/api/contract';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RedefinePasswordRequestSchema,
  RegisterRequestSchema,
  UserInfoSchema,
} from './schema';

/**
 * The session's calls as the contract describes them (docs/openapi.json). Unlike the modules,
 * `api.ts` does not import this file: it is on the sign-in path, where the schema library may
 * not be (bundle budget), so its paths are written there too and its answers are checked
 * through `lazyAnswer`. `src/api/contract.test.ts` imports this file.
 */
const Acknowledgement = z.unknown();

export const authContract = defineContract({
  login: {
    method: 'POST',
    path: 'v1/auth/login',
    summary: 'Sign in',
    access: null,
    public: true,
    body: LoginRequestSchema,
    response: LoginResponseSchema,
  },
  register: {
    method: 'POST',
    path: 'v1/auth/register',
    summary: 'Create an account',
    access: null,
    public: true,
    body: RegisterRequestSchema,
    response: Acknowledgement,
  },
  forgotPassword: {
    method: 'POST',
    path: 'v1/auth/forgot-password',
    summary: 'Send a password reset code',
    access: null,
    public: true,
    body: ForgotPasswordRequestSchema,
    response: Acknowledgement,
  },
  redefinePassword: {
    method: 'POST',
    path: 'v1/auth/redefine-password',
    summary: 'Set a new password with the reset code',
    access: null,
    public: true,
    body: RedefinePasswordRequestSchema,
    response: Acknowledgement,
  },
  getProfile: {
    method: 'GET',
    path: 'v1/user',
    summary: 'Own profile (the login response without the token)',
    access: null,
    response: UserInfoSchema,
  },
});
