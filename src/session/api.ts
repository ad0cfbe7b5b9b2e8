import { lazyAnswer } from '@/api/contract';
import { baseApi } from '@/api/baseApi';
import type { ForgotPasswordRequest, LoginRequest, LoginResponse, RedefinePasswordRequest, RegisterRequest, UserInfo } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    Profile: true;
  }
}

/** The session's schemas, loaded on first use (see `lazyAnswer`); `main.tsx` preloads them. */
export const loadSessionSchemas = () => import('./schema');

/**
 * Auth and own-profile calls (docs/rules/session.md#login-response-and-auth-state), described for the contract in `contract.ts`. The four
 * auth calls carry no token (see baseQuery).
 */
export const authApi = baseApi.enhanceEndpoints({ addTagTypes: ['Profile'] as const }).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'v1/auth/login', method: 'POST', body }),
      responseSchema: lazyAnswer(() => loadSessionSchemas().then((m) => m.LoginResponseSchema)),
    }),
    register: build.mutation<unknown, RegisterRequest>({
      query: (body) => ({ url: 'v1/auth/register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<unknown, ForgotPasswordRequest>({
      query: (body) => ({ url: 'v1/auth/forgot-password', method: 'POST', body }),
    }),
    redefinePassword: build.mutation<unknown, RedefinePasswordRequest>({
      query: (body) => ({ url: 'v1/auth/redefine-password', method: 'POST', body }),
    }),
    getProfile: build.query<UserInfo, void>({
      query: () => 'v1/user',
      responseSchema: lazyAnswer(() => loadSessionSchemas().then((m) => m.UserInfoSchema)),
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an RTK Query tag type
      providesTags: ['Profile'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useForgotPasswordMutation, useRedefinePasswordMutation } = authApi;
