import { baseApi } from '@/api/baseApi';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  RedefinePasswordRequest,
  RegisterRequest,
  UserInfo,
} from './types';

/** Auth and own-profile calls (spec 7). The four auth calls carry no token (see baseQuery). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'v1/auth/login', method: 'POST', body }),
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
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useRedefinePasswordMutation,
  useGetProfileQuery,
} = authApi;
